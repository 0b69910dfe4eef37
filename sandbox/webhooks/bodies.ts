import type { TSandboxEvent } from "../core/events";
import type { TCancellationStatus, TPayment, TPaymentStatusName } from "../state/model";

// Which domain events become notifications, and their bodies (docs/platform-interface.md#webhook-kinds).
// Bodies are built when the event is emitted: records are mutable, a notification reports the state it was
// for. Payment and cancellation bodies follow the interface's tables exactly; the other three kinds have no
// shown payload, so the default profile's choice carries an `event` field (sandbox/README.md, Assumptions;
// the strict profile leaves it out and reshapes pending confirmations: ./strict.ts).

export type TWebhookKind =
  | "PAYMENT_STATUS"
  | "CANCELLATION_STATUS"
  | "PENDING_CONFIRMATION"
  | "MAX_HOLDING_AMOUNT_BREACHED"
  | "LIQUIDITY";

export type TNotification = { kind: TWebhookKind; body: Record<string, unknown> };

// "Payment or payment return status becomes Created, To sign, … or Rejected (and Sent to clear for SWIFT)".
const PAYMENT_STATUSES: readonly TPaymentStatusName[] = [
  "Created",
  "To sign",
  "Signed",
  "Accepted",
  "Completed",
  "Some problems",
  "Cancelled",
  "Rejected",
];
const PAYMENT_TYPES = ["Payment", "Payment return"];

// "Cancellation status becomes CANCELLATION_IN_PROGRESS, CANCELLATION_ACCEPTED, … or CANCELLATION_COMPLETED".
const CANCELLATION_STATUSES: readonly TCancellationStatus[] = [
  "CANCELLATION_IN_PROGRESS",
  "CANCELLATION_ACCEPTED",
  "CANCELLATION_REJECTED",
  "CANCELLATION_COMPLETED",
];

/** Sent to clear is named for SWIFT and for outbound SEPA Instant (Payment statuses); nowhere else. */
function sentToClearNotified(p: TPayment): boolean {
  return p.method === "SWIFT" || (p.method === "INST" && p.direction === "OUTBOUND");
}

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));

/** The interface's payment status webhook body, exactly its table's fields. */
export function paymentStatusBody(p: TPayment, at: string): Record<string, unknown> {
  return defined({
    trx_id: p.transaction_id,
    end_to_end_id: p.end_to_end_id,
    type: p.type,
    direction: p.direction,
    amount: p.amount,
    currency: p.currency_isocode_alphabetic,
    status: p.status,
    updated_at: at,
    debtor_iban: p.debtor_account,
    creditor_iban: p.creditor_account,
  });
}

/** The default profile's notification for an event (the strict profile reshapes it: ./strict.ts). */
export function notificationFor(event: TSandboxEvent): TNotification | null {
  switch (event.kind) {
    case "payment.status": {
      const p = event.payment;
      if (!PAYMENT_TYPES.includes(p.type)) return null;
      if (!PAYMENT_STATUSES.includes(p.status) && !(p.status === "Sent to clear" && sentToClearNotified(p))) {
        return null;
      }
      return { kind: "PAYMENT_STATUS", body: paymentStatusBody(p, event.at) };
    }
    case "cancellation.status": {
      const c = event.cancellation;
      if (!CANCELLATION_STATUSES.includes(c.status)) return null;
      const body = defined({
        cancellationId: c.id,
        trxId: c.transactionId,
        direction: c.direction,
        reason: c.reason,
        status: c.status,
      });
      return { kind: "CANCELLATION_STATUS", body };
    }
    case "payment.pending_confirmation": {
      const p = event.payment;
      const body = defined({
        event: "PENDING_CONFIRMATION",
        trx_id: p.transaction_id,
        end_to_end_id: p.end_to_end_id,
        status: "Pending confirmation",
        debtor_account_number: p.debtor_account,
        creditor_account_number: p.creditor_account,
        amount: p.amount,
        currency: p.currency_isocode_alphabetic,
        updated_at: event.at,
      });
      return { kind: "PENDING_CONFIRMATION", body };
    }
    case "holding.breached": {
      const { accountBic, currency, holdingAmount, maxHoldingAmount, at } = event;
      const body = {
        event: "MAX_HOLDING_AMOUNT_BREACHED",
        accountBic,
        currency,
        holdingAmount,
        maxHoldingAmount,
      };
      return { kind: "MAX_HOLDING_AMOUNT_BREACHED", body: { ...body, occurredAt: at } };
    }
    case "liquidity": {
      const t = event.transfer;
      const body = defined({
        event: "LIQUIDITY",
        id: t.id,
        requestId: t.requestId,
        amount: t.amount,
        currency: t.currency,
        debtorAccount: t.debtorAccount,
        creditorAccount: t.creditorAccount,
        sepaMessageId: t.sepaMessageId,
        status: t.status,
        transferType: t.transferType,
        settlementDate: t.settlementDate,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      });
      return { kind: "LIQUIDITY", body };
    }
  }
}
