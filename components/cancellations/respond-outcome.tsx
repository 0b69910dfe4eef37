"use client";

import { Callout } from "@/components/ui/callout";
import type { TRespondOutcome } from "@/lib/domain/cancellations/respond-types";
import type { TResponseRecord } from "@/lib/domain/cancellations/cancellations";

type TProps =
  | { outcome: TRespondOutcome | { error: string; code?: string }; stored?: undefined }
  | { stored: TResponseRecord; outcome?: undefined };

const TONE = {
  sent: "info",
  refused: "error",
  unknown: "warning",
  in_progress: "info",
  already_sent: "info",
} as const;

/** What the last answer came to: a sentence that says what to do next, the platform's code small beneath. */
export function RespondOutcome({ outcome, stored }: TProps) {
  if (stored) {
    if (stored.state === "sent") return null;
    return (
      <Callout
        tone={stored.state === "refused" ? "error" : "warning"}
        title={
          stored.state === "refused"
            ? `The last answer (by ${stored.userEmail}) was refused.`
            : `The last answer (by ${stored.userEmail}) got no reply.`
        }
        data-testid="respond-outcome"
        data-outcome={stored.state}
      >
        <p>{stored.message}</p>
        {stored.providerCode ? (
          <p className="mt-1 font-mono text-xs" data-testid="provider-code">
            {stored.providerCode}
          </p>
        ) : null}
      </Callout>
    );
  }
  if ("error" in outcome) {
    return (
      <Callout tone="error" data-testid="respond-outcome" data-outcome="error" role="alert">
        <p>{outcome.error}</p>
        {outcome.code ? (
          <p className="mt-1 font-mono text-xs" data-testid="provider-code">
            {outcome.code}
          </p>
        ) : null}
      </Callout>
    );
  }
  return (
    <Callout
      tone={TONE[outcome.outcome]}
      data-testid="respond-outcome"
      data-outcome={outcome.outcome}
      role="alert"
    >
      <p>{outcome.message}</p>
      {outcome.providerCode ? (
        <p className="mt-1 font-mono text-xs" data-testid="provider-code">
          {outcome.providerCode}
        </p>
      ) : null}
    </Callout>
  );
}
