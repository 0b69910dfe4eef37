// The Payments page's filter parameters: their names and order, the paging ones, and the page sizes. The
// URL is the page's state (docs/pages.md#the-url-is-the-view).

/** Repeatable parameters (any of the values). */
export const LIST_KEYS = ["scheme", "status", "type"] as const;
/** Every filter parameter, in the order the form shows them. */
export const PAYMENT_FILTER_KEYS = [
  "id",
  "endToEndId",
  "uetr",
  "metadata",
  "scheme",
  "direction",
  "status",
  "type",
  "from",
  "to",
  "settledFrom",
  "settledTo",
  "currency",
  "amountFrom",
  "amountTo",
  "taxFrom",
  "taxTo",
  "compensationFrom",
  "compensationTo",
  "debtorAccount",
  "creditorAccount",
  "debtorBank",
  "creditorBank",
  "parent",
] as const;
/** Paging: page size and the platform's cursor tokens (opaque; never built here). */
export const PAGING_KEYS = ["limit", "next", "prev"] as const;

export type TPaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The raw URL: lists as arrays, everything else its first value. */
export type TRawPaymentParams = Partial<
  Record<TPaymentFilterKey | (typeof PAGING_KEYS)[number], string | string[]>
>;
