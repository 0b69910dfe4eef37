// Client-safe. What answering a cancellation request depends on and what it came to: the scheme's route, the
// context the rules read from the linked payment, whether the form is offered, and an attempt's outcome.

export type TAnswerScheme = "SEPA" | "INST" | "SWIFT" | "SDD";

/** Which operation answers a request, by its linked payment's method (docs/platform.md, derived schema). */
export function answerRoute(method: string | null): "v3" | "v1" | "t2" | "unknown" {
  if (method === "SEPA" || method === "INST" || method === "SWIFT") return "v3";
  if (method === "SDD") return "v1";
  if (method === "T2") return "t2";
  return "unknown";
}

/** What the rules depend on, from the request's linked payment (read on the server, never trusted from the form). */
export type TRespondContext = {
  scheme: TAnswerScheme;
  /** The payment's amount in minor units of `currency`. */
  amount: number;
  currency: string;
  uetr: string | null;
  /** SDD: the end of the acceptance window (ISO 8601); null for the other schemes. */
  acceptDeadline: string | null;
  /** A sentence when accepting cannot succeed (a return already exists); null when it can. */
  acceptBlocked: string | null;
};

export type TRespondAvailability =
  | { kind: "form"; context: TRespondContext }
  | {
      kind: "closed";
      reason:
        | "outbound"
        | "not_waiting"
        | "working"
        | "t2"
        | "no_payment"
        | "payment_unread"
        | "unknown_scheme"
        | "in_flight";
      message: string;
    };

/** What one answer attempt came to, as the page shows it. */
export type TRespondOutcome = {
  /**
   * sent — the platform took it (or an earlier attempt had); refused — it said no, the request is unchanged;
   * unknown — no answer, so nobody knows yet (sending again reads the request first); in_progress — someone
   * is answering it right now; already_sent — it was answered through Countersign before, nothing was sent.
   */
  outcome: "sent" | "refused" | "unknown" | "in_progress" | "already_sent";
  message: string;
  providerCode: string | null;
  providerStatus: number | null;
  /** The request's status as Countersign knows it after the attempt. */
  status: string;
};
