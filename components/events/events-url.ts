import {
  canonicalQuery,
  firstParams,
  withParams as withQueryParams,
  type TSearch,
} from "@/components/ui/url-query";
import type { TPagerLink } from "@/components/ui/pager";
import { FILTER_KEYS, parseEventFiltersLenient, type TDeliveryPage } from "@/lib/schemas/event-filters";

// The Events page's URL: filters, page size and the paging cursor (components/ui/url-query.ts). The server
// page and the client table derive the same canonical query, which GET /api/events is asked too.

export { pushQuery } from "@/components/ui/url-query";

const URL_KEYS = [...FILTER_KEYS, "before", "after"] as const;

export const rawParams = (search: TSearch) => firstParams(search, URL_KEYS);

/** Sorted, empty and invalid parameters dropped (and named, so the page can say what it ignored). */
export function viewQuery(search: TSearch): { query: string; invalid: string[] } {
  const raw = rawParams(search);
  const { invalid } = parseEventFiltersLenient(raw);
  return { query: canonicalQuery(raw, invalid), invalid };
}

/** `query` with some parameters set or removed (null); setting a cursor drops the other direction's. */
export function withParams(query: string, changes: Record<string, string | null>): string {
  return withQueryParams(query, {
    ...(changes.before ? { after: null } : {}),
    ...(changes.after ? { before: null } : {}),
    ...changes,
  });
}

/** Keyset paging: Newer and Older move one page from the rows in view, Newest returns to the live top. */
export function pageLinks(query: string, page: TDeliveryPage | undefined): TPagerLink[] {
  const q = new URLSearchParams(query);
  const onCursor = q.has("before") || q.has("after");
  return [
    { label: "Newest", to: onCursor ? withParams(query, { before: null, after: null }) : null },
    { label: "Newer", to: page?.newer ? withParams(query, { after: page.newer }) : null },
    { label: "Older", to: page?.older ? withParams(query, { before: page.older }) : null },
  ];
}

/** True when the query narrows the log (a cursor or page size alone does not). */
export function hasFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return FILTER_KEYS.some((k) => k !== "limit" && q.has(k));
}
