import "server-only";
import type { CancellationResponse } from "@/lib/db/generated/client";
import type { TInboxRow } from "@/lib/db/cancellations";
import { answerRoute, type TRespondAvailability } from "@/lib/domain/cancellations/respond-types";
import { statusWords, WORKING_STATUSES } from "@/lib/domain/cancellations/words";
import { sddAcceptDeadline } from "./sdd-deadline";

// Whether a request can be answered now, and under which rules: decided on the server from the stored row
// (kept current from the platform) and the linked payment, never from what a browser sends.

const closed = (reason: Extract<TRespondAvailability, { kind: "closed" }>["reason"], message: string) =>
  ({ kind: "closed", reason, message }) as const;

/**
 * `staleBefore`: a 'sending' claim started before this belongs to a request that died without an answer;
 * it counts as unknown (the next attempt reads the request first), so the form is offered again.
 */
export function respondAvailability(
  r: TInboxRow,
  stored: CancellationResponse | null,
  staleBefore: Date,
): TRespondAvailability {
  const response =
    stored?.state === "sending" && stored.startedAt < staleBefore ? { ...stored, state: "unknown" } : stored;
  if (r.direction === "OUTBOUND")
    return closed(
      "outbound",
      "Outbound requests are the ones we sent: they are followed here, not answered.",
    );
  if (response?.state === "sending")
    return closed(
      "in_flight",
      `${response.userEmail} is sending an answer right now. The outcome appears here.`,
    );
  if (WORKING_STATUSES.has(r.status)) {
    return closed(
      "working",
      `The answer was sent and the platform is working on it (${r.status}: ${statusWords(r.status).toLowerCase()}). No action is possible until it reports the final status.`,
    );
  }
  if (r.status !== "CANCELLATION_IN_PROGRESS")
    return closed(
      "not_waiting",
      `This request is ${r.status} (${statusWords(r.status)}): it takes no answer.`,
    );
  if (r.trxId !== null && r.paymentCheckedAt === null) {
    return closed(
      "payment_unread",
      "The linked payment has not been read from the platform yet, so the rules for answering (its scheme, amount, UETR) are not known. Reload in a moment.",
    );
  }
  if (r.trxId === null || r.paymentFound === false) {
    return closed(
      "no_payment",
      "The request is linked to no payment the platform knows, so its scheme is unknown and the platform cannot answer it (it refuses with CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND). Ask the platform's support to link it to the original payment.",
    );
  }
  const route = answerRoute(r.paymentMethod);
  if (route === "t2") {
    return closed(
      "t2",
      "T2 payments cannot be answered through the platform: neither the v3 respond operation nor the v1 operations take a T2 request. Settle it with the requesting bank directly, or ask the platform's support.",
    );
  }
  if (route === "unknown" || r.paymentAmount === null || !r.paymentCurrency) {
    return closed(
      "unknown_scheme",
      `The linked payment's scheme (${r.paymentMethod ?? "not given"}) is not one Countersign can answer for. Ask the platform's support how to answer it.`,
    );
  }
  const scheme = r.paymentMethod as "SEPA" | "INST" | "SWIFT" | "SDD";
  return {
    kind: "form",
    context: {
      scheme,
      amount: Number(r.paymentAmount),
      currency: r.paymentCurrency,
      uetr: r.paymentUetr,
      acceptDeadline:
        scheme === "SDD" && r.paymentBookingDate ? sddAcceptDeadline(r.paymentBookingDate) : null,
      acceptBlocked:
        response?.providerCode === "VALID_RETURN_EXISTS"
          ? "The platform said this payment has already been returned, so it cannot be accepted: reject the request instead (for example with ARDT)."
          : null,
    },
  };
}
