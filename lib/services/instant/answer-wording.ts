import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TAnswerFinish } from "@/lib/db/confirmation-answers";
import type { TTries } from "./answer-attempts";

// How the platform took an answer to a pending Instant payment, in words (docs/platform.md, "Instant
// confirmation (gateway)": check order VALIDATION_ERROR → 404 → 403 → window → status). A 4xx to the only
// try means the platform refused it and nothing changed there: the row stays answerable by a person while
// the window is open. A timeout, a 5xx or a broken connection is sent again while the window lasts
// (./answer-attempts.ts); if none was taken, or a refusal followed one of them, the answer's fate is
// unknown and the payment's later PAYMENT_STATUS settles it.

const REFUSED: Record<string, string> = {
  ILLEGAL_TRANSACTION_STATUS:
    "The platform no longer holds this payment for confirmation: it was already answered or decided. Its final status will show here.",
  CONFIRMATION_WINDOW_EXPIRED:
    "The 5-second confirmation window closed before the answer arrived. The platform decides by its fallback; the outcome will show here.",
  FEATURE_DISABLED:
    "Instant payment confirmation is switched off for this tenant (a tenant setting an administrator manages with the platform), or the payment is not an inbound SEPA Instant payment. The platform decides by its fallback.",
  TRANSACTION_NOT_FOUND:
    "The platform does not know this payment. Nothing was answered; check the payment's id on the Payments page.",
  VALIDATION_ERROR:
    "The platform refused the answer's content (the decision or the reject reason). Nothing was answered; choose another reason or answer again.",
};

const UNKNOWN_TIMEOUT =
  "The platform did not answer in time, so it is not known whether the answer was taken. Do not answer again: the payment's final status will settle it here.";
const UNKNOWN_CONNECTION =
  "The connection to the platform was lost before it answered, so it is not known whether the answer arrived. The payment's final status will settle it here.";
const UNKNOWN_OURS =
  "Something went wrong on our side while answering, so it is not known whether the answer was sent. The payment's final status will settle it here.";
const SETTLES = "The payment's final status will settle it here.";

/** How the platform took the answer, from its tries (./answer-attempts.ts): the row's finish. */
export function finishOf({ attempts, error }: TTries): TAnswerFinish {
  const last = attempts.at(-1)!;
  const tries = attempts.length;
  const http = `HTTP ${last.httpStatus}${last.code ? `, ${last.code}` : ""}`;
  const unknown = (message: string): TAnswerFinish => ({
    state: "unknown",
    httpStatus: last.httpStatus,
    code: last.code,
    message,
    attempts,
  });
  switch (last.outcome) {
    case "taken":
      return { state: "sent", httpStatus: last.httpStatus ?? 200, code: null, message: null, attempts };
    case "refused":
      // Every earlier try went unanswered or failed (only those are sent again): one of them may have been
      // taken, and this refusal ("not pending any more") may be its consequence. The outcome settles it.
      if (tries > 1)
        return unknown(
          `The platform refused the answer when it was sent again (${http}), but an earlier try got no clear answer and may have been taken. ${SETTLES}`,
        );
      return { ...refusedFinish(error), attempts };
    case "server_error":
      return unknown(
        `The platform answered with an error (${http})${tries > 1 ? ` to the last of ${tries} tries` : ""}, so it is not known whether the answer was taken. ${SETTLES}`,
      );
    case "timed_out":
      return unknown(UNKNOWN_TIMEOUT);
    case "connection_lost":
      return unknown(UNKNOWN_CONNECTION);
    case "not_sent":
      return unknown(UNKNOWN_OURS);
  }
}

/** A 4xx to the only try: the platform's verdict, in words; nothing changed there. */
function refusedFinish(err: unknown): Omit<TAnswerFinish, "attempts"> {
  if (!isProviderError(err) || err.status === null)
    return { state: "unknown", httpStatus: null, code: null, message: UNKNOWN_OURS };
  const { status, code } = err;
  const field = err.fieldErrors[0];
  const known = code ? REFUSED[code] : undefined;
  const message =
    known ??
    `The platform refused the answer (HTTP ${status}${code ? `, ${code}` : ""})${err.platformMessage ? `: ${err.platformMessage}` : "."}`;
  return {
    state: "refused",
    httpStatus: status,
    code: code ?? `HTTP_${status}`,
    message: code === "VALIDATION_ERROR" && field ? `${message} (${field.field}: ${field.message})` : message,
  };
}
