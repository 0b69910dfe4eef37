import type { TPagerLink } from "@/components/ui/pager";
import { ORDERS_URL } from "@/lib/domain/restriction-orders/url";
import type { TOrderPage } from "@/lib/domain/restriction-orders/types";
import { withUrlParams } from "@/lib/domain/shared/url-state";

// The URL is the view (docs/pages.md#the-url-is-the-view): status, page, size and sort live in the query
// string (ORDERS_URL). The server page and the client table derive the same canonical query from it, which is
// both the TanStack Query key and what GET /api/restriction-orders is asked, so the server's first page is
// the client's initial data.

/** `query` with some parameters set or removed (null), canonical again. */
export const withParams = (query: string, changes: Record<string, string | null>) =>
  withUrlParams(ORDERS_URL, query, changes);

/** The detail's URL: the document id percent-encoded as one path segment. */
export const orderHref = (docId: string) => `/restriction-orders/${encodeURIComponent(docId)}`;

/** Pages counted from 1 here (the platform's are 0-based); the first page carries no parameter. */
export function pageLinks(query: string, page: TOrderPage): TPagerLink[] {
  const at = (n: number) => withParams(query, { page: n > 1 ? String(n) : null });
  return [
    { label: "First", to: page.page > 1 ? at(1) : null },
    { label: "Previous", to: page.page > 1 ? at(page.page - 1) : null },
    { label: "Next", to: page.isLastPage ? null : at(page.page + 1) },
    { label: "Last", to: page.page < page.totalPages ? at(page.totalPages) : null },
  ];
}

/**
 * "Page x of y" from the platform's total. When the status filter was applied here, not by the platform,
 * the numbers are the whole list's and say so.
 */
export function pageSummary(page: TOrderPage): string {
  const first = (page.page - 1) * page.size + 1;
  const last = first + page.rows.length - 1;
  return `Page ${page.page} of ${page.totalPages}${
    page.localFilter
      ? ` of the whole list · ${page.rows.length} ${page.localFilter} of the ${page.platformRows} orders on this page · ${page.totalItems} orders of every status`
      : page.rows.length
        ? ` · orders ${first}–${last} of ${page.totalItems}`
        : ` · ${page.totalItems} orders`
  }`;
}
