"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLiveTopic } from "@/components/live/use-live-topic";
import type { TApprovalQueue, TApprovalRecord } from "@/lib/schemas/approvals";

export const approvalKeys = {
  all: ["approvals"] as const,
  queue: ["approvals", "queue"] as const,
  records: (ids: readonly number[]) => ["approvals", "records", ids.join(",")] as const,
};

/** A failed read as the route described it: its sentence, status, the platform's code and request id. */
export class ApprovalsReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

type TErrorBody = { error?: { message?: string; providerCode?: string; requestId?: string | null } };

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store", signal });
  const body = (await res.json().catch(() => null)) as (T & TErrorBody) | TErrorBody | null;
  if (!res.ok || !body || body.error) {
    const e = body?.error;
    throw new ApprovalsReadError(
      e?.message ?? `The server answered ${res.status}.`,
      res.status,
      e?.providerCode ?? null,
      e?.requestId ?? null,
    );
  }
  return body as T;
}

// Webhooks only tell of payments since Countersign began receiving them, and a TO_SIGN payment may arrive
// unannounced: the queue is also re-read from the platform now and then.
const FALLBACK_REFRESH_MS = 60_000;
// A bulk approval announces every row; one re-read of the queue per burst is enough.
const LIVE_THROTTLE_MS = 750;

/**
 * Refetches everything under ["approvals"] when the "approvals" topic changes, at most once per
 * LIVE_THROTTLE_MS (first change at once, the last of a burst at the end of the window), rather than once
 * per change as useInvalidateOnChange would: each refetch pages the whole queue from the platform.
 */
function useThrottledApprovalsRefresh() {
  const queryClient = useQueryClient();
  const state = useRef<{ last: number; timer: ReturnType<typeof setTimeout> | null }>({
    last: 0,
    timer: null,
  });
  useEffect(() => {
    const s = state.current;
    return () => {
      if (s.timer) clearTimeout(s.timer);
    };
  }, []);
  useLiveTopic("approvals", () => {
    const s = state.current;
    const run = () => {
      s.last = Date.now();
      s.timer = null;
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    };
    const wait = s.last + LIVE_THROTTLE_MS - Date.now();
    if (wait <= 0 && !s.timer) run();
    else s.timer ??= setTimeout(run, Math.max(0, wait));
  });
}

export function useApprovalQueue(initial: TApprovalQueue | null) {
  useThrottledApprovalsRefresh();
  return useQuery({
    queryKey: approvalKeys.queue,
    queryFn: ({ signal }) => getJson<TApprovalQueue>("/api/approvals", signal),
    initialData: initial ?? undefined,
    // The server read it just now; without this the first mount would read it again at once.
    initialDataUpdatedAt: initial ? Date.parse(initial.fetchedAt) : undefined,
    refetchInterval: FALLBACK_REFRESH_MS,
    staleTime: 5_000,
  });
}

/** Countersign's records of the payments of an approval run, including those that left the queue. */
export function useApprovalRecords(ids: readonly number[], live: boolean) {
  return useQuery({
    queryKey: approvalKeys.records(ids),
    queryFn: ({ signal }) =>
      getJson<{ records: TApprovalRecord[] }>(`/api/approvals/records?ids=${ids.join(",")}`, signal),
    enabled: ids.length > 0,
    // While a run is out, poll as well: the stream may be down, and per-row progress should not stall.
    refetchInterval: live ? 1_500 : false,
  });
}
