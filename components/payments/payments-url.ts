import type { TPagerLink } from "@/components/ui/pager";
import { PAYMENT_FILTER_KEYS, type TPaymentFilterKey } from "@/lib/domain/payments/filter-keys";
import { PAYMENT_URL } from "@/lib/domain/payments/url";
import { withUrlParams } from "@/lib/domain/shared/url-state";
import type { TPaymentPage } from "@/lib/domain/payments/payments";

// The Payments URL is the view (docs/pages.md#the-url-is-the-view): filters, page size and the platform's
// page token. The canonical query (lib/domain/payments/filters.ts) is the TanStack Query key, GET
// /api/payments' query, and what a saved view or an export keeps (without the token).

/** `query` at another page: one token at a time (the platform refuses both), null for the first page. */
export const atCursor = (query: string, cursor: { next: string } | { prev: string } | null) =>
  withUrlParams(PAYMENT_URL, query, { next: null, prev: null, ...cursor });

/** True when the query is at a page other than the first (it carries a page token). */
export const hasCursor = (query: string) => {
  const q = new URLSearchParams(query);
  return q.has("next") || q.has("prev");
};

/** `query` with another page size; the token stays, as the platform lets the size change between pages. */
export const withLimit = (query: string, limit: string) => withUrlParams(PAYMENT_URL, query, { limit });

/**
 * Paging follows the platform's own tokens (opaque, never built here): Previous and Next when it offers
 * them, First page back to the top.
 */
export const pageLinks = (query: string, page: TPaymentPage | undefined): TPagerLink[] => [
  { label: "First page", to: hasCursor(query) ? atCursor(query, null) : null },
  { label: "Previous", to: page?.prev ? atCursor(query, { prev: page.prev }) : null },
  { label: "Next", to: page?.next ? atCursor(query, { next: page.next }) : null },
];

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
