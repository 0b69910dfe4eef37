import type { TOrderStatus, TSortKey } from "./restriction-orders";

// Client-safe: restriction orders as Countersign knows them. The restriction provider maps the platform's
// snake_case orders to TRestrictionOrder (lib/providers/restriction/mapping.ts); the services add
// Countersign's own decision record and hand rows, details and pages to the routes and the browser.

export type TDecisionState = "pending" | "decided" | "refused" | "unknown";

/** Countersign's record of its decision on an order (restriction_decisions). */
export type TDecisionRecord = {
  decision: "CONFIRM" | "REJECT";
  reason: string | null;
  state: TDecisionState;
  userEmail: string;
  attempts: number;
  startedAt: string;
  finishedAt: string | null;
  accepted: string | null;
  providerStatus: number | null;
  providerCode: string | null;
  message: string | null;
};

/**
 * What one decide request came to. `decided`: the platform took it now; `already_decided`: the order was
 * decided before (by Countersign or elsewhere) and nothing was sent; `refused`: the platform said no and
 * the order stays as it was; `unknown`: no answer (the next attempt reads the order before sending);
 * `in_progress`: another request is deciding it right now.
 */
export type TDecideOutcome = {
  outcome: "decided" | "already_decided" | "refused" | "unknown" | "in_progress";
  /** The order's status as now known, null when not known. */
  status: TOrderStatus | null;
  message: string;
  providerStatus: number | null;
  providerCode: string | null;
  accepted: string | null;
};

export type TOrderParty = {
  name: string | null;
  account: string | null;
  bic: string | null;
  id: string | null;
  memberCode: string | null;
};

export type TRemittance = {
  date: string | null;
  executeDate: string | null;
  executeId: string | null;
  executePid: string | null;
  executeProcessingDate: string | null;
  executeReason: string | null;
  executeType: string | null;
  id: string | null;
};

/** One order as the restriction provider returns it; absent optional fields are null, never "". */
export type TRestrictionOrder = {
  docId: string;
  /** Null when the platform left it out (which fields are always present is not shown). */
  date: string | null;
  type: string | null;
  referenceDocId: string | null;
  status: TOrderStatus;
  amount: number | null;
  currency: string | null;
  payer: TOrderParty;
  payee: TOrderParty;
  freeDisposalAmount: number | null;
  freeDisposalComment: string | null;
  remittance: TRemittance | null;
  /** Fields the platform sent that Countersign has no label for (additive changes), shown as they are. */
  other: Record<string, unknown>;
};

/** One page of the platform's list, as it echoed the paging (its page counts from 0). */
export type TRestrictionOrdersPage = {
  orders: TRestrictionOrder[];
  isLastPage: boolean;
  pageNumber: number;
  pageSize: number;
  totalItems: number;
};

/** What a list read asks for; each part may be left out (then the platform's own default applies). */
export type TRestrictionListQuery = {
  status?: TOrderStatus;
  /** 0-based, as the platform counts. */
  page?: number;
  size?: number;
  sort?: { key: TSortKey; dir: "asc" | "desc" };
};

/** The platform took a :confirm or :reject; `accepted` is its opaque date-time string. */
export type TRestrictionAcceptance = { accepted: string };

export type TOrderRow = Pick<
  TRestrictionOrder,
  "docId" | "date" | "type" | "referenceDocId" | "status" | "amount" | "currency" | "payer" | "payee"
> & {
  /** Countersign's own decision record, when one was attempted. */
  decision: TDecisionRecord | null;
};

export type TOrderDetail = TRestrictionOrder & {
  decision: TDecisionRecord | null;
  fetchedAt: string;
};

/** An order's row in the list: the fields the table shows and Countersign's decision record. */
export function orderRow(o: TRestrictionOrder, decision: TDecisionRecord | null): TOrderRow {
  const { docId, date, type, referenceDocId, status, amount, currency, payer, payee } = o;
  return { docId, date, type, referenceDocId, status, amount, currency, payer, payee, decision };
}

/** Something the platform did not do as the list asked (docs/platform.md, Restriction orders), in words. */
export type TListNotice = { kind: "status_filter" | "sort" | "paging"; message: string };

export type TOrderPage = {
  rows: TOrderRow[];
  /** Empty when the platform's answer honoured the filter, sort and paging asked for. */
  notices: TListNotice[];
  /** The status filter Countersign applied to this page itself because the platform did not; else null. */
  localFilter: TOrderStatus | null;
  /** Rows the platform sent for this page, before a local filter. */
  platformRows: number;
  /** 1-based, as shown. */
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  isLastPage: boolean;
  fetchedAt: string;
};
