"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { useToast } from "@/components/ui/toast";
import { approvePaymentsAction } from "@/lib/actions/approvals";
import type { TActionError } from "@/lib/domain/shared/action-result";
import type { TApprovalOutcome } from "@/lib/domain/approvals/approvals";
import type { TPayment } from "@/lib/domain/payments/payments";
import { newIntentId } from "@/lib/intent-id";
import { runSummary } from "./run-summary";
import { approvalKeys } from "./use-approval-queue";

export type TRunItem = { payment: TPayment; intentId: string };
export type TApprovalRun = {
  items: TRunItem[];
  outcomes: Record<number, TApprovalOutcome>;
  /** Payments whose request is out now. */
  sending: number[];
  /** The request as a whole failed (signed out, no permission, network): no row has an outcome from it. */
  error: TActionError | null;
  startedAt: number;
};

const UNREACHABLE: TActionError = {
  code: "internal",
  message:
    "Countersign could not be reached, so it is not known whether these approvals arrived. Retry: the same approvals are sent again, and none is made twice.",
};

/**
 * The last approval this tab asked for: one intent id per click, reused when that click is retried, so
 * the server answers a retry with what it already did instead of approving again.
 */
export function useApprovalRun() {
  const [run, setRun] = useState<TApprovalRun | null>(null);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { withStepUp } = useStepUp();

  async function send(items: TRunItem[]) {
    const ids = items.map((i) => i.payment.id);
    setRun((r) => (r ? { ...r, sending: ids, error: null } : r));
    let outcomes: TApprovalOutcome[] = [];
    let error: TActionError | null = null;
    try {
      const input = { items: items.map((i) => ({ trxId: i.payment.id, intentId: i.intentId })) };
      const res = await withStepUp(() => approvePaymentsAction(input));
      if (res.error) error = res.error;
      else outcomes = res.data;
    } catch {
      error = UNREACHABLE;
    }
    setRun((r) =>
      r
        ? {
            ...r,
            sending: [],
            error,
            outcomes: { ...r.outcomes, ...Object.fromEntries(outcomes.map((o) => [o.trxId, o])) },
          }
        : r,
    );
    void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    const summary = error
      ? { tone: "error" as const, title: "Nothing was approved", description: error.message }
      : runSummary(outcomes);
    toast(summary);
  }

  /** Approves these payments as one new intent. */
  function start(payments: TPayment[]) {
    const intentId = newIntentId();
    const items = payments.map((payment) => ({ payment, intentId }));
    setRun({ items, outcomes: {}, sending: [], error: null, startedAt: Date.now() });
    void send(items);
  }

  /** Sends again, under their first intent, the rows whose outcome is not known (no answer, or none yet). */
  function retryUnknown() {
    if (!run || run.sending.length) return;
    const again = run.items.filter((i) => {
      const o = run.outcomes[i.payment.id];
      return !o || o.outcome === "unknown" || o.outcome === "in_progress";
    });
    if (again.length) void send(again);
  }

  return { run, start, retryUnknown, dismiss: () => setRun(null), busy: (run?.sending.length ?? 0) > 0 };
}
