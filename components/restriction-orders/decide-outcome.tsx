"use client";

import { Callout } from "@/components/ui/callout";
import type { TDecisionRecord } from "@/lib/domain/restriction-orders/types";
import type { TDecideShown } from "./use-decide";

const TONE = {
  decided: "info",
  already_decided: "warning",
  refused: "error",
  unknown: "warning",
  in_progress: "info",
} as const;

/** What the last decision came to: a sentence that says what to do next, the platform's code small beneath. */
export function DecideOutcome({
  shown,
  stored,
}: {
  shown: TDecideShown | null;
  stored: TDecisionRecord | null;
}) {
  if (shown) {
    const error = "error" in shown;
    return (
      <Callout
        tone={error ? "error" : TONE[shown.outcome]}
        data-testid="decide-outcome"
        data-outcome={error ? "error" : shown.outcome}
        role="alert"
      >
        <p>{error ? shown.error : shown.message}</p>
        <Code code={error ? shown.code : shown.providerCode} />
      </Callout>
    );
  }
  // A decision attempt of an earlier visit that did not settle the order.
  if (!stored || stored.state === "decided") return null;
  return (
    <Callout
      tone={stored.state === "refused" ? "error" : "warning"}
      title={
        stored.state === "pending"
          ? `A decision by ${stored.userEmail} is being sent.`
          : stored.state === "refused"
            ? `The last decision (by ${stored.userEmail}) was refused.`
            : `The last decision (by ${stored.userEmail}) got no answer.`
      }
      data-testid="decide-outcome"
      data-outcome={`stored-${stored.state}`}
    >
      {stored.message ? <p>{stored.message}</p> : null}
      <Code code={stored.providerCode} />
    </Callout>
  );
}

function Code({ code }: { code: string | null | undefined }) {
  return code ? (
    <p className="mt-1 font-mono text-xs" data-testid="provider-code">
      {code}
    </p>
  ) : null;
}
