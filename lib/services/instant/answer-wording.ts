import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TAnswerFinish } from "@/lib/db/confirmation-answers";

// How the platform took an answer to a pending Instant payment, in words (sandbox/README.md, "Instant
// confirmation (gateway)": check order VALIDATION_ERROR → 404 → 403 → window → status). A 4xx means the
// platform refused it and nothing changed there: the row stays answerable by a person while the window is
// open. A timeout, a 5xx or a broken connection leaves the answer's fate unknown: the payment's later
// PAYMENT_STATUS settles it (the platform has no idempotency here, so it is never sent twice blindly).

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
const UNKNOWN_5XX =
  "The platform had an internal error, so it is not known whether the answer was taken. The payment's final status will settle it here.";
const UNKNOWN_CONNECTION =
  "The connection to the platform failed, so it is not known whether the answer arrived. The payment's final status will settle it here.";
const UNKNOWN_OURS =
  "Something went wrong on our side while answering, so it is not known whether the answer was sent. The payment's final status will settle it here.";

export function sentFinish(): TAnswerFinish {
  return { state: "sent", httpStatus: 200, code: null, message: null };
}

export function failedFinish(err: unknown): TAnswerFinish {
  if (!isProviderError(err)) return { state: "unknown", httpStatus: null, code: null, message: UNKNOWN_OURS };
  const { status, code } = err;
  if (err.kind === "http" && status !== null && status >= 400 && status < 500) {
    const field = err.fieldErrors[0];
    const known = code ? REFUSED[code] : undefined;
    const message =
      known ??
      `The platform refused the answer (HTTP ${status}${code ? `, ${code}` : ""})${err.platformMessage ? `: ${err.platformMessage}` : "."}`;
    return {
      state: "refused",
      httpStatus: status,
      code: code ?? `HTTP_${status}`,
      message:
        code === "VALIDATION_ERROR" && field ? `${message} (${field.field}: ${field.message})` : message,
    };
  }
  const message =
    err.kind === "timeout" ? UNKNOWN_TIMEOUT : err.kind === "connection" ? UNKNOWN_CONNECTION : UNKNOWN_5XX;
  return { state: "unknown", httpStatus: status, code: code ?? null, message };
}
