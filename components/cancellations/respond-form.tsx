"use client";

import { useState, type FormEvent } from "react";
import { useNow } from "@/components/ui/use-now";
import { Amount } from "@/components/ui/amount";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { DateTime } from "@/components/ui/date-time";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useLocale } from "@/components/ui/use-locale";
import { currencyDecimals } from "@/lib/money";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import { respondSchema, type TRespondForm } from "@/lib/domain/cancellations/respond-input";
import type { TRespondContext } from "@/lib/domain/cancellations/respond-types";
import {
  SEPA_INFO_MAX,
  SEPA_REJECTION_REASONS,
  SWIFT_INFO_MAX,
  SWIFT_REJECTION_REASONS,
} from "@/lib/domain/cancellations/respond-words";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";

type TProps = {
  context: TRespondContext;
  /** Errors the server's run of the same rules returned. */
  serverErrors: Record<string, string>;
  onReady: (values: TRespondForm, command: TRespondCommand) => void;
  busy: boolean;
};

/**
 * The answer, with every rule of lib/domain/cancellations/respond-input.ts applied as the person types: which
 * fields exist depends on the scheme (a fee only when accepting SEPA CT or Instant, a SWIFT reason list
 * without NARR, no text with ARDT, no ARDT without a UETR, acceptance of a direct debit only until its
 * deadline). The server runs the same schema again before anything is sent.
 */
export function RespondForm({ context: ctx, serverErrors, onReady, busy }: TProps) {
  const locale = useLocale();
  const now = useNow();
  const [decision, setDecision] = useState<"ACCEPTED" | "REJECTED" | "">("");
  const [reason, setReason] = useState("");
  const [information, setInformation] = useState("");
  const [fee, setFee] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const swift = ctx.scheme === "SWIFT";
  const sdd = ctx.scheme === "SDD";
  const deadlinePassed =
    sdd && ctx.acceptDeadline !== null && now !== null && now > Date.parse(ctx.acceptDeadline);
  const acceptClosed = deadlinePassed || ctx.acceptBlocked !== null;
  const reasons: Record<string, string> = swift ? SWIFT_REJECTION_REASONS : SEPA_REJECTION_REASONS;
  const showFee = decision === "ACCEPTED" && !swift && !sdd;
  const showInfo =
    (decision === "REJECTED" && !(swift && reason === "ARDT")) || (decision === "ACCEPTED" && swift);
  const infoMax = swift ? SWIFT_INFO_MAX : SEPA_INFO_MAX;
  const infoRequired = decision === "REJECTED" && !swift;
  const values = (): TRespondForm => ({
    decision: decision || (undefined as never),
    reason: decision === "REJECTED" ? reason : "",
    information: showInfo ? information : "",
    fee: showFee ? fee : "",
    locale,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const v = values();
    const parsed = respondSchema(ctx).safeParse(v);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      // Focus moves to the first field that needs attention, which reads its message.
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(
            "[data-respond-form] :is([aria-invalid=true], [data-invalid=true]:not(:disabled))",
          )
          ?.focus(),
      );
      return;
    }
    setErrors({});
    onReady(v, parsed.data);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-respond-form
      aria-label="Answer the request"
    >
      {sdd && ctx.acceptDeadline ? (
        <Callout tone={deadlinePassed ? "warning" : "info"} data-testid="sdd-deadline">
          {deadlinePassed
            ? "The deadline for accepting this direct debit passed at "
            : "This direct debit can be accepted until "}
          <DateTime iso={ctx.acceptDeadline} /> (the end of the fifth TARGET business day after settlement).
          {deadlinePassed ? " Only a rejection is possible now." : ""}
        </Callout>
      ) : null}
      {ctx.acceptBlocked ? <Callout tone="warning">{ctx.acceptBlocked}</Callout> : null}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={shown.decision ? "decision-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Decision</legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="decision"
            value="ACCEPTED"
            className="mt-0.5 size-4"
            checked={decision === "ACCEPTED"}
            disabled={acceptClosed}
            data-invalid={shown.decision ? true : undefined}
            onChange={() => setDecision("ACCEPTED")}
          />
          <span>
            Accept: return <Amount minor={ctx.amount} currency={ctx.currency} /> to the requesting bank
            (pacs.004)
            {acceptClosed ? <span className="text-muted-foreground"> — not possible now</span> : null}
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="decision"
            value="REJECTED"
            className="mt-0.5 size-4"
            checked={decision === "REJECTED"}
            data-invalid={shown.decision ? true : undefined}
            onChange={() => setDecision("REJECTED")}
          />
          <span>Reject: refuse with a reason (camt.029); the funds stay</span>
        </label>
        {shown.decision ? (
          <p id="decision-error" className="text-xs font-medium text-destructive">
            {shown.decision}
          </p>
        ) : null}
      </fieldset>

      {decision === "REJECTED" ? (
        <Field label={swift ? "SWIFT rejection reason" : "Rejection reason"} error={shown.reason}>
          <select
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">Choose a reason…</option>
            {Object.entries(reasons).map(([code, words]) => {
              const impossible = swift && code === "ARDT" && !ctx.uetr;
              return (
                <option key={code} value={code} disabled={impossible}>
                  {code} — {words}
                  {impossible ? " (not possible: the payment has no UETR)" : ""}
                </option>
              );
            })}
          </select>
        </Field>
      ) : null}

      {swift && decision === "REJECTED" && reason === "ARDT" ? (
        <p className="text-sm text-muted-foreground" data-testid="ardt-note">
          With ARDT the platform adds the payment&apos;s UETR <span className="font-mono">{ctx.uetr}</span> as
          the information; nothing else is sent.
        </p>
      ) : null}

      {showInfo ? (
        <Field
          label={
            infoRequired
              ? "Information for the requesting bank"
              : "Information for the requesting bank (optional)"
          }
          description={`${information.trim().length} / ${infoMax} characters${infoRequired ? ", at least 1" : ""}.`}
          error={shown.information}
        >
          <Textarea
            name="information"
            rows={swift ? 2 : 4}
            value={information}
            onChange={(e) => setInformation(e.target.value)}
            aria-required={infoRequired || undefined}
          />
        </Field>
      ) : null}

      {showFee ? (
        <Field
          label={`Fee in ${ctx.currency} (optional)`}
          description={`Kept from the return: in ${ctx.currency} with up to ${currencyDecimals(ctx.currency) ?? 2} decimals, written as you write numbers; less than the payment amount.`}
          error={shown.fee}
        >
          <Input
            name="fee"
            inputMode="decimal"
            autoComplete="off"
            value={fee}
            onChange={(e) => setFee(e.target.value)}
            className="w-48"
          />
        </Field>
      ) : decision === "ACCEPTED" ? (
        <p className="text-sm text-muted-foreground">
          {swift ? "A SWIFT answer carries no fee." : "A SEPA direct debit answer carries no fee."}
        </p>
      ) : null}
      {shown.fee && !showFee ? <p className="text-xs font-medium text-destructive">{shown.fee}</p> : null}

      <div>
        <Button type="submit" loading={busy} disabled={!decision}>
          Review the answer…
        </Button>
      </div>
    </form>
  );
}
