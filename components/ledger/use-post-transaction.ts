"use client";

import { useRef, useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { useToast } from "@/components/ui/toast";
import { postLedgerTransactionAction } from "@/lib/actions/ledger-transactions";
import type { TFollowPlan } from "@/lib/domain/ledger/transaction-follow";
import type { TTransactionCommand, TTransactionFormInput } from "@/lib/domain/ledger/transactions";
import type { TProblem } from "./transaction-problem";
import type { useServerErrors } from "./transaction-server-errors";
import { actionFieldErrors } from "@/components/ui/field-errors";

export type TAccepted = { correlationId: string; replay: boolean; plan: TFollowPlan };

/**
 * Sends the reviewed transaction (asking for the step-up check in place when it is due) and turns the
 * ledger's answer into what the editor shows: the accepted transaction to follow, or a problem, with the
 * ledger's violations placed on the fields they name.
 */
export function usePostTransaction(server: ReturnType<typeof useServerErrors>, onNew: () => void) {
  const { toast } = useToast();
  const { withStepUp } = useStepUp();
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [accepted, setAccepted] = useState<TAccepted | null>(null);
  // The snapshot of the first attempt of this content: a retry's own snapshot may already show the effect.
  const firstPlan = useRef<{ content: string; plan: TFollowPlan } | null>(null);

  async function post(values: TTransactionFormInput, review: TTransactionCommand): Promise<void> {
    const content = JSON.stringify(review.body);
    const result = await withStepUp(() => postLedgerTransactionAction(values)).catch(() => null);
    if (!result) {
      setProblem({
        tone: "warning",
        title: "Countersign could not be reached: it is not known whether the ledger received this.",
        message:
          "Send again: the same content goes under the same Idempotency-Key, so the ledger posts it at most once.",
      });
      return;
    }
    if (result.error) {
      server.place(Object.entries(actionFieldErrors(result)).map(([field, message]) => ({ field, message })));
      setProblem({
        tone: "error",
        title: result.error.message,
        code: result.error.providerCode,
        requestId: result.error.requestId,
      });
      return;
    }
    const d = result.data;
    if ((d.state === "accepted" || d.state === "unknown") && firstPlan.current?.content !== content)
      firstPlan.current = { content, plan: d.follow };
    switch (d.state) {
      case "accepted":
        toast({
          title: "Transaction accepted by the ledger",
          description: `Correlation id ${d.correlationId}`,
          tone: "success",
        });
        setAccepted({ correlationId: d.correlationId, replay: d.replay, plan: firstPlan.current!.plan });
        break;
      case "refused": {
        const unplaced = server.place(d.violations);
        setProblem({
          tone: "error",
          title: "The ledger refused the transaction; nothing was posted.",
          message: d.violations.length ? "Fix the fields marked below and send again." : d.message,
          code: d.providerCode ?? (d.providerStatus ? `HTTP ${d.providerStatus}` : undefined),
          unplaced,
        });
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>("[data-transaction-editor] [aria-invalid=true]")?.focus(),
        );
        break;
      }
      case "unknown":
        setProblem({ tone: "warning", title: "No answer from the ledger.", message: d.message });
        break;
      case "other_request":
        setProblem({ tone: "error", title: d.message, newForm: onNew });
        break;
    }
  }

  return { problem, accepted, post };
}
