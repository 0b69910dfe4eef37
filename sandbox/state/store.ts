import type {
  TCancellation,
  TLedgerAccount,
  TLedgerTransaction,
  TPayment,
  TRestrictionOrder,
  TTransfer,
} from "./model";
import { PaymentOrder } from "./payment-order";

// All sandbox state, in memory. reset() empties it (the control API's reset, and each conformance test);
// issued tokens survive a reset, so a test that resets keeps its credentials.

export type TToken = { clientId: string; expiresAt: number };

/** What an Idempotency-Key remembers: the request it was first used with, and the answer to replay. */
export type TIdempotentResult = { fingerprint: string; status: number; body: unknown };

export class SandboxStore {
  /** Read freely; add only through addPayment(), which keeps the search order. */
  payments = new Map<number, TPayment>();
  /** The payments in the searches' order (sandbox/state/payment-order.ts). */
  readonly paymentOrder = new PaymentOrder();
  cancellations = new Map<number, TCancellation>();
  transfers = new Map<number, TTransfer>();
  accounts = new Map<string, TLedgerAccount>();
  ledgerTransactions = new Map<string, TLedgerTransaction>();
  /** correlationId → ledger transaction id (or account id for a close), once applied. */
  ledgerRequests = new Map<
    string,
    {
      kind: "transaction" | "close";
      targetId: string;
      appliedAt?: string;
      failedAt?: string;
      failure?: string;
    }
  >();
  orders = new Map<string, TRestrictionOrder>();
  tokens = new Map<string, TToken>();
  idempotency = new Map<string, TIdempotentResult>();
  private sequences = new Map<string, number>();

  /** Increasing integer ids per kind, starting where the seed data leaves off. */
  nextId(kind: "payment" | "cancellation" | "transfer" | "signature" | "message"): number {
    const start = { payment: 100_000, cancellation: 5_000, transfer: 700, signature: 9_000, message: 1 }[
      kind
    ];
    const next = (this.sequences.get(kind) ?? start) + 1;
    this.sequences.set(kind, next);
    return next;
  }

  addPayment(payment: TPayment): void {
    this.payments.set(payment.transaction_id, payment);
    this.paymentOrder.add(payment);
  }

  reset(): void {
    for (const map of [
      this.payments,
      this.cancellations,
      this.transfers,
      this.accounts,
      this.ledgerTransactions,
      this.ledgerRequests,
      this.orders,
      this.idempotency,
    ]) {
      map.clear();
    }
    this.paymentOrder.clear();
    this.sequences.clear();
  }
}
