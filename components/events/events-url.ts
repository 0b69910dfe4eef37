import type { TPagerLink } from "@/components/ui/pager";
import { EVENTS_URL, FILTER_KEYS, type TDeliveryPage } from "@/lib/domain/events/filters";
import { withUrlParams } from "@/lib/domain/shared/url-state";

// The Events page's URL: filters, page size and the paging cursor (EVENTS_URL). The server page and the
// client table derive the same canonical query, which GET /api/events is asked too.

/** `query` with some parameters set or removed (null); setting a cursor drops the other direction's. */
export function withParams(query: string, changes: Record<string, string | null>): string {
  return withUrlParams(EVENTS_URL, query, {
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
