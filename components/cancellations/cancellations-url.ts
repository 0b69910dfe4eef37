import type { TPagerLink } from "@/components/ui/pager";
import { CANCELLATIONS_URL, INBOX_FILTER_KEYS } from "@/lib/domain/cancellations/filters";
import type { TCancellationPage } from "@/lib/domain/cancellations/cancellations";
import { withUrlParams } from "@/lib/domain/shared/url-state";

// The inbox's URL: filters, page size and the paging cursor (CANCELLATIONS_URL). The server page and the
// client table derive the same canonical query, which GET /api/cancellations is asked too.

/** `query` with some parameters set or removed (null), canonical again. */
export const withParams = (query: string, changes: Record<string, string | null>) =>
  withUrlParams(CANCELLATIONS_URL, query, changes);

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
