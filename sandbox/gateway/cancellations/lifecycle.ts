import type { TSandboxContext } from "../../context";
import type {
  TCancellation,
  TCancellationStatus,
  TDirection,
  TPayment,
  TPaymentStatusName,
  TScheme,
} from "../../state/model";
import { createPayment, setPaymentStatus } from "../../state/payments";

// The cancellation request state machine (docs/platform-interface.md#cancellation-statuses).
// Every status change records internal.history and emits "cancellation.status"; the webhook sender decides
// which statuses become notifications.

export function setCancellationStatus(ctx: TSandboxContext, c: TCancellation, status: TCancellationStatus) {
  c.status = status;
  const at = ctx.clock.nowIso();
  c.internal.history.push({ status, at });
  ctx.events.emit({ kind: "cancellation.status", cancellation: c, at });
}

export type TNewCancellation = {
  direction: TDirection;
  status: TCancellationStatus;
  reason: string;
  schema?: TScheme;
  transactionId?: number;
  additionalComment?: string;
  createdAt?: string;
  /** Seed data: no event, so a first start does not queue webhooks. */
  silent?: boolean;
};

export function createCancellation(ctx: TSandboxContext, init: TNewCancellation): TCancellation {
  const id = ctx.store.nextId("cancellation");
  const at = init.createdAt ?? ctx.clock.nowIso();
  const c: TCancellation = {
    direction: init.direction,
    id,
    reason: init.reason,
    sepaMessageId: messageId(ctx),
    status: init.status,
    createdAt: at,
    sepaCancellationId: `CXL${String(id).padStart(8, "0")}`,
    ...(init.transactionId !== undefined && { transactionId: init.transactionId }),
    ...(init.additionalComment && { additionalComment: init.additionalComment }),
    internal: { history: [{ status: init.status, at }], ...(init.schema && { schema: init.schema }) },
  };
  ctx.store.cancellations.set(id, c);
  if (!init.silent) ctx.events.emit({ kind: "cancellation.status", cancellation: c, at });
  return c;
}

export function messageId(ctx: TSandboxContext): string {
  return `MSG${String(ctx.store.nextId("message")).padStart(10, "0")}`;
}

/** A return "valid" for VALID_RETURN_EXISTS: a Payment return of this payment that was not rejected or cancelled. */
export function validReturnOf(ctx: TSandboxContext, payment: TPayment): TPayment | undefined {
  for (const p of ctx.store.payments.values()) {
    if (
      p.type === "Payment return" &&
      p.parent_trx_id === payment.transaction_id &&
      p.status !== "Rejected" &&
      p.status !== "Cancelled"
    )
      return p;
  }
  return undefined;
}

/** The pacs.004: a Payment return in the opposite direction, parties swapped, under the original UETR. */
export function createReturn(
  ctx: TSandboxContext,
  original: TPayment,
  fee: number,
  status: TPaymentStatusName,
  silent = false,
): TPayment {
  const ret = createPayment(ctx, {
    direction: original.direction === "INBOUND" ? "OUTBOUND" : "INBOUND",
    method: original.method,
    amount: original.amount - fee,
    currency: original.currency_isocode_alphabetic,
    type: "Payment return",
    status,
    debtorName: original.creditor_name,
    debtorAccount: original.creditor_account,
    debtorBic: original.creditor_bank_bic,
    creditorName: original.debtor_name,
    creditorAccount: original.debtor_account,
    creditorBic: original.debtor_bank_bic,
    debtorCode: original.creditor_code,
    creditorCode: original.debtor_code,
    returnCharges: fee,
    endToEndId: original.end_to_end_id,
    uetr: original.uetr,
    parentTrxId: original.transaction_id,
    parentTrxAmount: original.amount,
    channelBic: original.internal.channelBic,
    silent,
  });
  // FOCR: "following cancellation request", the return reason of a pacs.004 answering a camt.056.
  ret.origin_reason_code = "FOCR";
  return ret;
}

/** ACCEPTED: RETURNING with the return linked, then PAYMENT_RETURNED once the pacs.004 is delivered. */
// An outbound SWIFT return, like any outbound SWIFT payment, is Sent to clear until the correspondent's
// statement confirms the debit (States → Payment); SEPA returns are Accepted, then Completed on delivery.
export function acceptInbound(ctx: TSandboxContext, c: TCancellation, payment: TPayment, fee: number) {
  const swift = payment.method === "SWIFT";
  const ret = createReturn(ctx, payment, fee, swift ? "Sent to clear" : "Accepted");
  c.returnTransactionId = ret.transaction_id;
  setCancellationStatus(ctx, c, "RETURNING");
  ctx.clock.after(ctx.config.delays.paymentStepMs, () => {
    if (ctx.store.cancellations.get(c.id) !== c || c.status !== "RETURNING") return;
    if (!swift && ctx.store.payments.get(ret.transaction_id) === ret) setPaymentStatus(ctx, ret, "Completed");
    setCancellationStatus(ctx, c, "PAYMENT_RETURNED");
  });
}

/** REJECTED: REFUSING with the camt.029's reason and message id, then CANCELLATION_REFUSED once delivered. */
export function rejectInbound(
  ctx: TSandboxContext,
  c: TCancellation,
  reasonCode: string,
  info: string | undefined,
) {
  c.rejectionReason = reasonCode;
  if (info !== undefined) c.rejectionAdditionalReason = info;
  c.rejectionSepaMessageId = messageId(ctx);
  setCancellationStatus(ctx, c, "REFUSING");
  ctx.clock.after(ctx.config.delays.paymentStepMs, () => {
    if (ctx.store.cancellations.get(c.id) !== c || c.status !== "REFUSING") return;
    setCancellationStatus(ctx, c, "CANCELLATION_REFUSED");
  });
}

/** Outbound request: the pacs.004 arrives, the return is linked to the request and the original payment. */
export function receiveOutboundReturn(ctx: TSandboxContext, c: TCancellation, original: TPayment): TPayment {
  const ret = createReturn(ctx, original, 0, "Completed");
  c.returnTransactionId = ret.transaction_id;
  setCancellationStatus(ctx, c, "PAYMENT_RETURNED");
  return ret;
}
