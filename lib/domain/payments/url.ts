import { PAGING_KEYS, LIST_KEYS, PAYMENT_FILTER_KEYS, type TRawPaymentParams } from "./filter-keys";
import { ZPaymentFilters, type TPaymentSearchQuery } from "./filters";
import { classifierKey } from "./payments";
import { canonicalQuery, rawParams, type TSearch, type TUrlSpec } from "@/lib/domain/shared/url-state";

// The Payments URL read and written: one canonical string per view, so a copied link reproduces it.

/**
 * The Payments URL. A list may be written repeated or with commas (`status=2,5`), in any order, a status
 * name in any case (`status=to sign`): the same view, one string.
 */
export const PAYMENT_URL: TUrlSpec<TPaymentSearchQuery> = {
  schema: ZPaymentFilters,
  keys: [...PAYMENT_FILTER_KEYS, ...PAGING_KEYS],
  lists: LIST_KEYS,
  tidy: (key, x) => (key === "scheme" || /^\d+$/.test(x.trim()) ? x.trim() : classifierKey(x)),
};

/** The known parameters of a URL: lists with every value, the rest with their first; others ignored. */
export const rawPaymentParams = (search: TSearch) => rawParams(PAYMENT_URL, search) as TRawPaymentParams;

/** The strict parse, for routes: 400 with field errors when anything is wrong. */
export function parsePaymentFilters(search: TSearch) {
  return ZPaymentFilters.safeParse(rawPaymentParams(search));
}

/** Parameters sorted, lists sorted and de-duplicated, empties dropped: one string per view. */
export const canonicalPaymentQuery = (raw: TRawPaymentParams) => canonicalQuery(PAYMENT_URL, raw);

/** True when the query narrows the list (page size and cursors alone do not). */
export function hasPaymentFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return PAYMENT_FILTER_KEYS.some((k) => q.has(k));
}

/** The query without its cursor: what an export or a saved view keeps. */
export function withoutCursor(query: string): string {
  const q = new URLSearchParams(query);
  q.delete("next");
  q.delete("prev");
  return q.toString();
}
