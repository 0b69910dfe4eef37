import type { TSandboxContext } from "../../context";
import type { TPayment } from "../../state/model";
import { setPaymentStatus } from "../../state/payments";

// Deciding a pending inbound SEPA Instant payment (docs/platform-interface.md#payment-statuses): by the
// client's response within 5 seconds of the pending-confirmation webhook, or by the platform when none
// arrives — manual mode rejects, delayed-automatic answers with the tenant's fallback (accept, or reject with
// the configured reason, default AC01). The window is measured from the "payment.pending_confirmation" event.

/** Reject reasons the client may send (ISO 20022 pacs.002 codes a beneficiary bank uses for SCT Inst). */
// prettier-ignore
export const INSTANT_REJECT_REASONS = [
  "AC01", "AC03", "AC04", "AC06", "AG01", "AG02", "AM04", "AM05", "BE05", "CUST", "DUPL", "FF01", "FRAD", "MD07",
  "MS02", "MS03", "RC01", "RR01", "RR02", "RR03", "RR04",
] as const;

/** Manual mode's rejection when nobody answered: AB05, "timeout at the creditor agent". */
export const TIMEOUT_REASON = "AB05";

export type TConfirmation = {
  decision: "ACCEPT" | "REJECT";
  by: "response" | "fallback";
  reasonCode?: string;
};

/** Every pending Instant payment, however created, gets its window and a fallback when it closes. */
export function armConfirmationWindows(ctx: TSandboxContext) {
  ctx.events.on((event) => {
    if (event.kind !== "payment.pending_confirmation") return;
    const payment = event.payment;
    // Measured from the moment the payment entered the status (the event's time, which the webhook carries).
    const deadline = Date.parse(event.at) + ctx.config.delays.instantWindowMs;
    payment.internal.confirmationDeadline = deadline;
    ctx.clock.after(deadline - ctx.clock.now(), () => fallback(ctx, payment));
  });
}

function fallback(ctx: TSandboxContext, payment: TPayment) {
  if (ctx.store.payments.get(payment.transaction_id) !== payment || payment.status !== "Pending confirmation")
    return;
  const { instantConfirmation: mode, instantFallback } = ctx.features;
  if (mode === "delayed-automatic" && instantFallback.outcome === "accept") {
    decide(ctx, payment, { decision: "ACCEPT", by: "fallback" });
  } else {
    // Manual mode (and a tenant that switched confirmation off while the payment waited) rejects.
    const reasonCode = mode === "delayed-automatic" ? instantFallback.reason : TIMEOUT_REASON;
    decide(ctx, payment, { decision: "REJECT", by: "fallback", reasonCode });
  }
}

/** Accept: Accepted (pacs.002 sent), Completed one payment step later. Reject: Rejected with the reason. */
export function decide(ctx: TSandboxContext, payment: TPayment, confirmation: TConfirmation) {
  payment.internal.confirmation = { ...confirmation, at: ctx.clock.nowIso() };
  if (confirmation.decision === "REJECT") {
    payment.origin_reason_code = confirmation.reasonCode;
    payment.origin_reason_info =
      confirmation.by === "response"
        ? "Rejected by the beneficiary's bank"
        : "No confirmation within 5 seconds: platform fallback";
    setPaymentStatus(ctx, payment, "Rejected");
    return;
  }
  if (confirmation.by === "fallback")
    payment.origin_reason_info = "No confirmation within 5 seconds: platform fallback";
  setPaymentStatus(ctx, payment, "Accepted");
  completeLater(ctx, payment);
}

export function completeLater(ctx: TSandboxContext, payment: TPayment) {
  ctx.clock.after(ctx.config.delays.paymentStepMs, () => {
    if (ctx.store.payments.get(payment.transaction_id) === payment && payment.status === "Accepted")
      setPaymentStatus(ctx, payment, "Completed");
  });
}
