import {
  canonicalPaymentQuery,
  PAYMENT_FILTER_KEYS,
  rawPaymentParams,
  type TPaymentFilterKey,
} from "@/lib/schemas/payment-filters";

// The Payments URL is the view (docs/pages.md#the-url-is-the-view): filters, page size and the platform's
// page token. The canonical query (lib/schemas/payment-filters.ts) is the TanStack Query key, GET
// /api/payments' query, and what a saved view or an export keeps (without the token).

/** `query` at another page: one token at a time (the platform refuses both), null for the first page. */
export function atCursor(query: string, cursor: { next: string } | { prev: string } | null): string {
  const q = new URLSearchParams(query);
  q.delete("next");
  q.delete("prev");
  if (cursor && "next" in cursor) q.set("next", cursor.next);
  if (cursor && "prev" in cursor) q.set("prev", cursor.prev);
  return canonicalPaymentQuery(rawPaymentParams(q));
}

/** True when the query is at a page other than the first (it carries a page token). */
export const hasCursor = (query: string) => {
  const q = new URLSearchParams(query);
  return q.has("next") || q.has("prev");
};

/** `query` with another page size; the token stays, as the platform lets the size change between pages. */
export function withLimit(query: string, limit: string): string {
  const q = new URLSearchParams(query);
  q.set("limit", limit);
  return canonicalPaymentQuery(rawPaymentParams(q));
}

/** No filters, same page size. */
export function cleared(query: string): string {
  const limit = new URLSearchParams(query).get("limit");
  return limit ? `limit=${limit}` : "";
}

/** How each URL parameter is named on the page (the ignored-filters callout, field labels). */
export const FILTER_LABELS: Record<TPaymentFilterKey | "limit" | "next" | "prev", string> = {
  id: "Transaction id",
  endToEndId: "End-to-end id",
  uetr: "UETR",
  metadata: "Metadata",
  scheme: "Scheme",
  direction: "Direction",
  status: "Status",
  type: "Type",
  from: "Created from",
  to: "Created to",
  settledFrom: "Settled from",
  settledTo: "Settled to",
  currency: "Currency",
  amountFrom: "Amount from",
  amountTo: "Amount to",
  taxFrom: "Unaccounted tax from",
  taxTo: "Unaccounted tax to",
  compensationFrom: "Compensation from",
  compensationTo: "Compensation to",
  debtorAccount: "Debtor account",
  creditorAccount: "Creditor account",
  debtorBank: "Debtor bank (BIC)",
  creditorBank: "Creditor bank (BIC)",
  parent: "Parent transaction id",
  limit: "Rows per page",
  next: "Page position",
  prev: "Page position",
};

export const labelOf = (key: string) => (FILTER_LABELS as Record<string, string | undefined>)[key] ?? key;

export const isFilterKey = (key: string): key is TPaymentFilterKey =>
  (PAYMENT_FILTER_KEYS as readonly string[]).includes(key);

export { pushQuery } from "@/components/ui/url-query";
