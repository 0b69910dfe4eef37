import type { TPagerLink } from "@/components/ui/pager";
import {
  DRAFT_FILTER_KEYS,
  DRAFTS_URL,
  type TDraftPage,
  type TDraftTab,
} from "@/lib/domain/initiation/drafts-list";
import { withUrlParams } from "@/lib/domain/shared/url-state";

// The Drafts page's URL (DRAFTS_URL): the tab, its filters, the page size and the cursor. The server page
// and the client list derive the same canonical query, which GET /api/drafts is asked too.

/** `query` with some parameters set or removed (null); setting a cursor drops the other direction's. */
export function withParams(query: string, changes: Record<string, string | null>): string {
  return withUrlParams(DRAFTS_URL, query, {
    ...(changes.before ? { after: null } : {}),
    ...(changes.after ? { before: null } : {}),
    ...changes,
  });
}

/** Another tab starts at its newest drafts with no filters: each tab's filters are its own view. */
export const tabQuery = (query: string, tab: TDraftTab) =>
  withParams("", { tab, limit: new URLSearchParams(query).get("limit") });

export const tabOf = (query: string): TDraftTab =>
  (new URLSearchParams(query).get("tab") as TDraftTab | null) ?? "all";

/** Keyset paging: Newer and Older move one page from the rows in view, Newest returns to the live top. */
export function pageLinks(query: string, page: TDraftPage | undefined): TPagerLink[] {
  const q = new URLSearchParams(query);
  const onCursor = q.has("before") || q.has("after");
  return [
    { label: "Newest", to: onCursor ? withParams(query, { before: null, after: null }) : null },
    { label: "Newer", to: page?.newer ? withParams(query, { after: page.newer }) : null },
    { label: "Older", to: page?.older ? withParams(query, { before: page.older }) : null },
  ];
}

/** True when the query narrows the tab (the tab, a cursor or the page size alone do not). */
export function hasFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return DRAFT_FILTER_KEYS.some((k) => q.has(k));
}

export const draftHref = (id: string) => `/drafts/${encodeURIComponent(id)}`;

/** The other half of initiation (docs/pages.md#new-payment). */
export const NEW_PAYMENT_HREF = "/drafts/new";
/** A file of payments, made into one batch draft (docs/initiation.md#bulk). */
export const UPLOAD_HREF = "/drafts/upload";
