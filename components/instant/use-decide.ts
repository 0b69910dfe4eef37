"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast, type ToastInput } from "@/components/ui/toast";
import { decideConfirmationAction } from "@/lib/actions/instant";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import type { TConfirmationRow, TInstantAnswer } from "@/lib/domain/instant/confirmations";
import { attemptsText, attemptsWorthShowing } from "./attempts-text";
import { instantKeys, type TQueueView } from "./use-instant-queue";
import { reasonWords } from "./wording";

const UNREACHABLE = {
  code: "internal" as const,
  message:
    "Countersign could not be reached, so it is not known whether the answer went out. The row shows the platform's outcome when it arrives.",
};

/** The toast after an answer: what the platform made of it, in words. */
function toastOf(row: TConfirmationRow, answer: TInstantAnswer): ToastInput {
  const what =
    answer.decision === "ACCEPT"
      ? "accepted"
      : `rejected (${reasonWords(answer.reasonCode)}, ${answer.reasonCode})`;
  if (row.answerState === "refused")
    return {
      tone: "error",
      title: `The platform refused the answer for payment ${row.trxId}`,
      description: [row.answerMessage, row.answerCode].filter(Boolean).join(" "),
    };
  const tries = attemptsWorthShowing(row.answerAttempts) ? attemptsText(row.answerAttempts) : null;
  if (row.answerState === "unknown")
    return {
      tone: "warning",
      title: `Not known yet whether the platform took the answer for payment ${row.trxId}`,
      description: [tries, "The row shows the outcome when it arrives."].filter(Boolean).join(" "),
    };
  return { tone: "success", title: `Payment ${row.trxId} ${what}`, ...(tries && { description: tries }) };
}

/** Sends one person's answer; `sending` holds the payments whose answer is out now. */
export function useDecide() {
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const { toast } = useToast();
  const queryClient = useQueryClient();

  async function decide(row: TConfirmationRow, answer: TInstantAnswer) {
    if (sending.has(row.trxId)) return;
    setSending((s) => new Set(s).add(row.trxId));
    let res: TActionResult<TConfirmationRow>;
    try {
      res = await decideConfirmationAction({ trxId: row.trxId, ...answer });
    } catch {
      res = { error: UNREACHABLE };
    }
    setSending((s) => {
      const next = new Set(s);
      next.delete(row.trxId);
      return next;
    });
    if (res.data) {
      const fresh = res.data;
      // The answer's row at once, before the live refetch brings it too.
      queryClient.setQueryData<TQueueView>(instantKeys.queue, (q) =>
        q ? { ...q, rows: q.rows.map((r) => (r.trxId === fresh.trxId ? fresh : r)) } : q,
      );
      toast(toastOf(fresh, answer));
    } else {
      // platform_error: the platform refused the answer (the row says so too, and stays answerable while
      // the window is open); conflict: someone or something answered first, or the window closed.
      const { message, providerCode } = res.error;
      toast({
        tone: "error",
        title: `Payment ${row.trxId} was not answered`,
        description: providerCode ? `${message} (${providerCode})` : message,
      });
    }
    void queryClient.invalidateQueries({ queryKey: instantKeys.all });
  }

  return { decide, sending };
}
