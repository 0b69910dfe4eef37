"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { readJson } from "@/lib/read-json";
import {
  followProgress,
  type TBalanceReading,
  type TFollowPlan,
  type TFollowProgress,
} from "@/lib/domain/ledger/transaction-follow";

// Polls the balances of the accounts a posted transaction should move until they have (Applied) or a
// time limit passes (the ledger applies within a fraction of a second in the sandbox; 15 s leaves room).
export const FOLLOW_POLL_MS = 1_000;
export const FOLLOW_TIMEOUT_MS = 15_000;

type TReadings = {
  accounts: (
    (TBalanceReading & { ok: true; status: string }) | { accountId: string; ok: false; message: string }
  )[];
};

export function useFollowBalances(correlationId: string, plan: TFollowPlan) {
  const ids = [...new Set(plan.targets.map((t) => t.accountId))];
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    queryKey: ["ledger", "follow", correlationId, round],
    queryFn: ({ signal }) =>
      readJson<TReadings>(
        `/api/ledger/transactions/balances?${ids.map((id) => `account=${encodeURIComponent(id)}`).join("&")}`,
        signal,
      ),
    enabled: ids.length > 0,
    retry: false,
    refetchInterval: (q) => {
      if (timedOut) return false;
      const data = q.state.data;
      const readings = data?.accounts.filter((a) => a.ok) ?? [];
      return data && followProgress(plan, readings as TBalanceReading[]).state === "applied"
        ? false
        : FOLLOW_POLL_MS;
    },
  });
  useEffect(() => {
    if (ids.length === 0) return;
    const timer = setTimeout(() => setTimedOut(true), FOLLOW_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [round, ids.length]);

  const readings = (query.data?.accounts.filter((a) => a.ok) ?? []) as TBalanceReading[];
  const progress: TFollowProgress = followProgress(plan, readings);
  const unreadableNow = query.data?.accounts.filter((a) => !a.ok) ?? [];
  return {
    progress,
    timedOut: timedOut && progress.state !== "applied",
    error: query.error,
    unreadableNow,
    /** Starts another round of checks (another time limit). */
    keepChecking: () => {
      setTimedOut(false);
      setRound((r) => r + 1);
    },
  };
}
