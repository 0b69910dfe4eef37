"use client";

import { useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { createTransferAction, settleTransferAction } from "@/lib/actions/liquidity";
import { newIntentId } from "@/lib/intent-id";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import type { TCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import type {
  TCreateTransferOutcome,
  TSettleTransferInput,
  TUnsettledTransfer,
} from "@/lib/domain/liquidity/transfer-outcome";
import type { TFormOutcome } from "./transfer-outcome";

type TSettle =
  | { choice: "look_again" }
  | { choice: "mine"; transferId: number }
  | { choice: "resend"; dismissed: number[] };

/**
 * One transfer intent as the form follows it: its request id, the last outcome, and the actions on it.
 * The request id is made in the browser when the person first reviews the transfer — never during the
 * server render, whose value the browser would not share (React's hydration error #418) — or comes from
 * the server when an unanswered transfer of theirs is shown again after a reload.
 */
export function useTransferIntent(restored: TUnsettledTransfer | null) {
  const [requestId, setRequestId] = useState<string | null>(restored?.requestId ?? null);
  const [outcome, setOutcome] = useState<TFormOutcome | null>(
    restored ? { kind: "uncertain", message: restored.message, sends: restored.sends, readBack: null } : null,
  );
  const [busy, setBusy] = useState(false);
  const { withStepUp } = useStepUp();
  /** A decision the server could not take (session ended, a fault): the unanswered transfer stays shown. */
  const [settleError, setSettleError] = useState<string | null>(null);

  /** The intent's id, made now if this is its first review. */
  function intentId(): string {
    if (requestId) return requestId;
    const made = newIntentId();
    setRequestId(made);
    return made;
  }

  function apply(result: TActionResult<TCreateTransferOutcome>): Record<string, string> {
    if (result.error) {
      setOutcome({ kind: "error", message: result.error.message, requestId: result.error.requestId ?? null });
      return actionFieldErrors(result);
    }
    const o = result.data;
    if (o.state === "created") setOutcome({ kind: "created", transfer: o.transfer, source: o.source });
    else if (o.state === "refused") setOutcome({ kind: "refused", message: o.message, code: o.providerCode });
    else if (o.state === "uncertain")
      setOutcome({ kind: "uncertain", message: o.message, sends: o.sends, readBack: o.readBack });
    else setOutcome({ kind: "in_progress", message: o.message });
    return o.state === "refused" ? o.fieldErrors : {};
  }

  async function send(input: TCreateTransferInput) {
    setBusy(true);
    try {
      return apply(await withStepUp(() => createTransferAction(input)));
    } finally {
      setBusy(false);
    }
  }

  async function settle(s: TSettle): Promise<boolean> {
    if (!requestId) return false;
    const sends = outcome?.kind === "uncertain" ? outcome.sends : 1;
    const input: TSettleTransferInput =
      s.choice === "resend" ? { requestId, ...s, sends } : { requestId, ...s };
    setBusy(true);
    setSettleError(null);
    try {
      const result = await withStepUp(() => settleTransferAction(input));
      if (result.error) {
        setSettleError(result.error.message);
        return false;
      }
      apply(result);
      return true;
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    setRequestId(null);
    setOutcome(null);
    setSettleError(null);
  }

  return { requestId, intentId, outcome, busy, settleError, send, settle, startOver };
}
