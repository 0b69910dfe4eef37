import type { TPagerLink } from "@/components/ui/pager";
import { DEFAULT_PAGE_SIZE, pageOf, withParams } from "@/lib/domain/liquidity/filters";
import type { TTransferListPage } from "@/lib/domain/liquidity/list";

// The Liquidity URL is the view (docs/pages.md#the-url-is-the-view): filters, page position and size, order.
// The canonical query (lib/domain/liquidity/filters.ts) is the TanStack Query key and the routes' query.

export const FILTER_LABELS: Record<string, string> = {
  status: "Status",
  from: "Created from",
  to: "Created to",
  debtorAccount: "Debtor account",
  creditorAccount: "Creditor account",
  requestId: "Request id",
  limit: "Rows per page",
  offset: "Page position",
  sort: "Order",
};

export const labelOf = (key: string) => FILTER_LABELS[key] ?? key;

/** Where the list stands: its page size and position, as the URL has them. */
export function position(query: string) {
  const params = new URLSearchParams(query);
  return {
    limit: Number(params.get("limit") ?? DEFAULT_PAGE_SIZE),
    offset: Number(params.get("offset") ?? 0),
  };
}

/** Offset paging over the platform's list: First, Previous and Next from the position in view. */
export function pageLinks(query: string, page: TTransferListPage | undefined): TPagerLink[] {
  const { limit, offset } = position(query);
  return [
    { label: "First", to: offset > 0 ? withParams(query, { offset: null }) : null, rel: "first" },
    {
      label: "Previous",
      to: offset > 0 ? withParams(query, { offset: String(Math.max(0, offset - limit)) }) : null,
      rel: "prev",
    },
    {
      label: "Next",
      to: page && offset + limit < page.total ? withParams(query, { offset: String(offset + limit) }) : null,
      rel: "next",
    },
  ];
}

const plural = (n: number) => `${n} transfer${n === 1 ? "" : "s"}`;

/**
 * "Page x of y · n transfers" from the platform's total (meta.amount). When Countersign filtered the page
 * itself, the platform's total and pages count its list without those filters: the words say so, and how
 * many of the page's transfers match, rather than claim a count of matching transfers nobody knows.
 */
export function pageSummary(offset: number, limit: number, page: TTransferListPage): string {
  const { page: at, pages } = pageOf(offset, limit, page.total);
  if (!page.filteredHere.length) return `Page ${at} of ${pages} · ${plural(page.total)}`;
  return (
    `Page ${at} of ${pages} of the platform's list (${plural(page.total)}, without the filters applied ` +
    `here) · ${page.rows.length} of the ${plural(page.platformRows)} on this page ${page.rows.length === 1 ? "matches" : "match"}`
  );
}
