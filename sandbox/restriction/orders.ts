import type { TSandboxContext } from "../context";
import type { TRestrictionOrder, TRestrictionParty } from "../state/model";

// Restriction orders (docs/platform-interface.md#restriction-order-fields): block-type documents addressed to
// the tenant, e.g. an enforcement officer's order to block funds on a customer's account. The initial status
// is UNPROCESSED; `internal` (the rejection reason) is never shown on the wire.

export type TOrderStatus = TRestrictionOrder["data"]["status"];
export const ORDER_STATUSES = ["UNPROCESSED", "CONFIRMED", "REJECTED"] as const;

/** The 20 rejection reasons of POST /api/v1/orders/{docId}:reject. */
export const REJECTION_REASONS = [
  "NO_ACCOUNT",
  "PAYER_ERROR",
  "PAYEE_ERROR",
  "NO_AGREEMENT",
  "NO_FUNDS",
  "ILLEGAL_OPERATION",
  "TO_CARD_FILE",
  "NO_PRIMARY_DOC",
  "ILLEGAL_AMOUNT",
  "NO_PAYEE_CODE",
  "NOT_UNIQUE",
  "INCORRECT_RANGE",
  "FORMAT_ERROR",
  "EXECUTED",
  "NO_ID",
  "CLOSED_ID",
  "ILLEGAL_ACCOUNT_TYPE",
  "ILLEGAL_REFERENCE_CODE",
  "ILLEGAL_CURRENCY",
  "UNKNOWN_ERROR",
] as const;

export type TNewOrder = {
  docId?: string;
  date?: string;
  type?: string;
  referenceDocId?: string;
  status?: TOrderStatus;
  amount?: number;
  currency?: string;
  freeDisposalAmount?: number;
  freeDisposalComment?: string;
  payer?: Partial<TRestrictionParty>;
  payee?: Partial<TRestrictionParty>;
  executeReason?: string;
  rejectionReason?: string;
};

const DEFAULT_PAYER: TRestrictionParty = {
  name: "Jonas Petraitis",
  account: "LT103999010000012345",
  bic: "CSGNLT21XXX",
  id: "38703150123",
  member_code: "39990",
};
const DEFAULT_PAYEE: TRestrictionParty = {
  name: "State Tax Inspectorate",
  account: "LT247300010112394300",
  bic: "HABALT22XXX",
  id: "188659752",
  member_code: "73000",
};

/** Stores a new order; without a docId it gets the next free `RO-<year>-<seq>`. */
export function createOrder(ctx: TSandboxContext, init: TNewOrder = {}): TRestrictionOrder {
  const date = init.date ? new Date(init.date).toISOString() : ctx.clock.nowIso();
  const day = date.slice(0, 10);
  let seq = ctx.store.orders.size + 1;
  while (!init.docId && ctx.store.orders.has(docIdOf(day, seq))) seq++;
  const docId = init.docId ?? docIdOf(day, seq);
  const order: TRestrictionOrder = {
    header: {
      date,
      doc_id: docId,
      type: init.type ?? "BLOCK",
      reference_doc_id: init.referenceDocId ?? `EXE-${docId}`,
    },
    data: {
      status: init.status ?? "UNPROCESSED",
      amount: init.amount ?? 125_000,
      currency: init.currency ?? "EUR",
      fr_dspstn_amnt: init.freeDisposalAmount ?? 0,
      fr_dspstn_cmmnt: init.freeDisposalComment ?? "",
      payer: { ...DEFAULT_PAYER, ...init.payer },
      payee: { ...DEFAULT_PAYEE, ...init.payee },
      remittance_information: {
        date: day,
        execute_date: day,
        execute_id: `EX${docId.replace(/\W/g, "")}`,
        execute_pid: `P${String(seq).padStart(8, "0")}`,
        execute_processing_date: day,
        execute_reason: init.executeReason ?? "Recovery of unpaid taxes",
        execute_type: init.type ?? "BLOCK",
        id: `RI-${docId}`,
      },
    },
    internal: init.rejectionReason ? { rejectionReason: init.rejectionReason } : {},
  };
  ctx.store.orders.set(docId, order);
  return order;
}

const docIdOf = (day: string, seq: number) => `RO-${day.slice(0, 4)}-${String(seq).padStart(6, "0")}`;

/** The order as the API shows it: without `internal`. */
export function publicOrder(order: TRestrictionOrder): Omit<TRestrictionOrder, "internal"> {
  const { internal: _internal, ...shown } = order;
  return structuredClone(shown);
}
