"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Callout } from "@/components/ui/callout";
import { useToast } from "@/components/ui/toast";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { useStepUp } from "@/components/auth/step-up-provider";
import { respondToCancellationAction } from "@/lib/actions/cancellations";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import type { TRespondForm } from "@/lib/domain/cancellations/respond-input";
import type { TRespondOutcome } from "@/lib/domain/cancellations/respond-types";
import type { TCancellationDetail } from "@/lib/domain/cancellations/cancellations";
import { RespondConfirm } from "./respond-confirm";
import { RespondForm } from "./respond-form";
import { RespondOutcome } from "./respond-outcome";
import { cancellationKeys } from "./use-cancellations";
import { newIntentId } from "@/lib/intent-id";

type TProps = { detail: TCancellationDetail; canRespond: boolean };

const TOAST: Record<
  TRespondOutcome["outcome"],
  { title: string; tone: "success" | "error" | "warning" | "info" }
> = {
  sent: { title: "Answer sent", tone: "success" },
  refused: { title: "The platform refused the answer", tone: "error" },
  unknown: { title: "Not known whether the answer arrived", tone: "warning" },
  in_progress: { title: "Already being answered", tone: "info" },
  already_sent: { title: "Already answered", tone: "info" },
};

/**
 * Whether the request can be answered now (decided on the server), and if so the form; confirming sends
 * through the server action under an intent id made for that confirmation (the same id if it is retried).
 */
export function RespondPanel({ detail, canRespond }: TProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { withStepUp } = useStepUp();
  const [pending, setPending] = useState<{
    values: TRespondForm;
    command: TRespondCommand;
    intentId: string;
  } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<TRespondOutcome | { error: string; code?: string } | null>(null);
  const { respond, row, response } = detail;

  const last = outcome ? (
    <RespondOutcome outcome={outcome} />
  ) : response && response.state !== "sending" && respond.kind === "form" ? (
    <RespondOutcome stored={response} />
  ) : null;

  if (respond.kind === "closed") {
    // A sent answer is told by the toast and by the closed panel's own sentence (the platform is working
    // on it, then the final status): repeating "sent" beside it would only say it twice.
    const done = outcome && "outcome" in outcome && outcome.outcome === "sent";
    return (
      <div className="flex flex-col gap-3" data-testid="respond-closed" data-reason={respond.reason}>
        {outcome && !done ? <RespondOutcome outcome={outcome} /> : null}
        <Callout tone={respond.reason === "working" || respond.reason === "in_flight" ? "info" : "warning"}>
          {respond.message}
        </Callout>
      </div>
    );
  }
  if (!canRespond) {
    return <Callout tone="info">Your roles let you read this request, not answer it.</Callout>;
  }

  async function send(): Promise<boolean> {
    if (!pending) return true;
    const command = { cancellationId: row.id, intentId: pending.intentId, form: pending.values };
    const result = await withStepUp(() => respondToCancellationAction(command)).catch(() => null);
    if (!result) {
      // The action itself could not be reached: nothing is known, so the same intent id is kept for a retry.
      setOutcome({
        error:
          "Countersign could not be reached. Try again: the same answer is sent under the same intent, and never twice.",
      });
      return false;
    }
    if (result.error) {
      // A refused form (invalid_input) names its fields: each message shows beside its field.
      setOutcome({ error: result.error.message, code: result.error.providerCode });
      setServerErrors(actionFieldErrors(result));
      setPending(null);
      return true;
    }
    const o = result.data;
    setOutcome(o);
    setServerErrors({});
    setPending(null);
    toast({ title: TOAST[o.outcome].title, description: o.message, tone: TOAST[o.outcome].tone });
    // The platform took the answer: the request is RETURNING or REFUSING as of now, shown at once rather
    // than after the refetch, by which time it may already have moved on to its final status.
    if (o.outcome === "sent")
      queryClient.setQueryData<TCancellationDetail>(cancellationKeys.detail(row.id), (d) =>
        d ? { ...d, row: { ...d.row, status: o.status } } : d,
      );
    await queryClient.invalidateQueries({ queryKey: cancellationKeys.detail(row.id) });
    return true;
  }

  return (
    <div className="flex flex-col gap-3" data-testid="respond-panel">
      {last}
      <RespondForm
        context={respond.context}
        serverErrors={serverErrors}
        busy={confirmOpen}
        onReady={(values, command) => {
          setPending({ values, command, intentId: newIntentId() });
          setConfirmOpen(true);
        }}
      />
      <RespondConfirm
        open={confirmOpen}
        requestId={row.id}
        paymentId={row.trxId}
        context={respond.context}
        command={pending?.command ?? null}
        onConfirm={async () => {
          const done = await send();
          if (done) setConfirmOpen(false);
          return done;
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </div>
  );
}
