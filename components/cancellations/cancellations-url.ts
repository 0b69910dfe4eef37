import type { TPagerLink } from "@/components/ui/pager";
import { canonicalQuery, firstParams, withParams, type TSearch } from "@/components/ui/url-query";
import {
  INBOX_FILTER_KEYS,
  parseCancellationFiltersLenient,
  type TCancellationPage,
} from "@/lib/schemas/cancellations";

// The inbox's URL: filters, page size and the paging cursor (components/ui/url-query.ts). The server page
// and the client table derive the same canonical query, which GET /api/cancellations is asked too.

export { pushQuery, withParams } from "@/components/ui/url-query";

const URL_KEYS = [...INBOX_FILTER_KEYS, "before"] as const;

export const rawParams = (search: TSearch) => firstParams(search, URL_KEYS);

/** Sorted, empty and invalid parameters dropped (and named, so the page can say what it ignored). */
export function viewQuery(search: TSearch): { query: string; invalid: string[] } {
  const raw = rawParams(search);
  const { invalid } = parseCancellationFiltersLenient(raw);
  return { query: canonicalQuery(raw, invalid), invalid };
}

/** True when the query narrows the inbox (a cursor or page size alone does not). */
export function hasFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return INBOX_FILTER_KEYS.some((k) => k !== "limit" && q.has(k));
}

/**
 * Newest first: "Older" follows the cursor, "Newest" goes back to the top (where new requests arrive).
 * None when everything is on the first page.
 */
export function pageLinks(query: string, page: TCancellationPage | undefined): TPagerLink[] | null {
  const paged = new URLSearchParams(query).has("before");
  if (!page || (!paged && !page.older)) return null;
  return [
    { label: "Newest", to: paged ? withParams(query, { before: null }) : null },
    { label: "Older", to: page.older ? withParams(query, { before: page.older }) : null },
  ];
}
