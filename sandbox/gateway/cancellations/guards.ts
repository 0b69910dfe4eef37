import type { TSandboxContext } from "../../context";
import type { TCancellation, TPayment } from "../../state/model";
import { validReturnOf } from "./lifecycle";
import { refuse } from "./view";

// Checks on the request and its payment shared by v3 :respond and the v1 :accept / :reject, each one row of
// "Cancellation response errors (v3)". Each throws before anything changes (rule 8: a 4xx leaves the
// request unchanged).

/** Only CANCELLATION_IN_PROGRESS accepts an answer; RETURNING/REFUSING allow no action until final. */
export function requireAwaitingAnswer(c: TCancellation) {
  if (c.status !== "CANCELLATION_IN_PROGRESS") {
    throw refuse(
      400,
      "ILLEGAL_CANCELLATION_REQUEST_STATUS",
      `Cancellation request ${c.id} is ${c.status} and accepts no response`,
    );
  }
}

/** The linked payment, inbound (an inbound request is answered for a payment we received). */
export function requireInboundPayment(ctx: TSandboxContext, c: TCancellation): TPayment {
  const payment = c.transactionId === undefined ? undefined : ctx.store.payments.get(c.transactionId);
  if (!payment)
    throw refuse(
      400,
      "CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND",
      `Cancellation request ${c.id} has no linked payment`,
    );
  if (payment.direction !== "INBOUND") {
    throw refuse(
      400,
      "ILLEGAL_TRANSACTION_DIRECTION",
      `Payment ${payment.transaction_id} is ${payment.direction}, not INBOUND`,
    );
  }
  return payment;
}

/** The answer is addressed through the payment's cancellation channel. */
export function requireChannelBic(payment: TPayment) {
  if (!payment.internal.channelBic) {
    throw refuse(
      400,
      "CANCELLATION_CHANNEL_BIC_MISSING",
      `Payment ${payment.transaction_id} has no cancellation channel BIC`,
    );
  }
}

/** Accepting returns the funds: not a second time. */
export function requireNoValidReturn(ctx: TSandboxContext, payment: TPayment) {
  const existing = validReturnOf(ctx, payment);
  if (existing) {
    throw refuse(
      400,
      "VALID_RETURN_EXISTS",
      `Payment ${payment.transaction_id} already has return ${existing.transaction_id}`,
    );
  }
}
