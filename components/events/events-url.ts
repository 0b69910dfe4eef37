import {
  canonicalQuery,
  firstParams,
  withParams as withQueryParams,
  type TSearch,
} from "@/components/ui/url-query";
import { FILTER_KEYS, parseEventFiltersLenient } from "@/lib/schemas/event-filters";

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

/** True when the query narrows the log (a cursor or page size alone does not). */
export function hasFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return FILTER_KEYS.some((k) => k !== "limit" && q.has(k));
}
