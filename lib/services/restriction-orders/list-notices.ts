import "server-only";
import { sortParam } from "@/lib/providers/restriction/list-checks";
import { SORT_WORDS } from "@/lib/domain/restriction-orders/restriction-orders";
import type { TListNotice } from "@/lib/domain/restriction-orders/types";
import type { TRestrictionOrderQuery } from "@/lib/domain/restriction-orders/url";
import type { TCheckedPage } from "./read-checked-page";

// What the Restriction orders page says when the platform did not do what the list asked: which guess it
// did not honour (docs/platform.md, Restriction orders), what Countersign did instead, and what the page's
// numbers then describe, so that nobody takes a count or an order for what it is not.

const dirWords = (dir: "asc" | "desc") => (dir === "asc" ? "ascending" : "descending");

export function listNotices(q: TRestrictionOrderQuery, c: TCheckedPage): TListNotice[] {
  const notices: TListNotice[] = [];
  const hidden = c.page.orders.length - c.orders.length;
  const localFilter = `Countersign shows only the ${q.status} orders of this page${hidden > 0 ? ` (${hidden} of other statuses hidden)` : ""}; the page numbers and the total count the whole list, every status.`;
  if (c.statusFilter === "ignored")
    notices.push({
      kind: "status_filter",
      message: `The platform did not apply the status filter (${q.status}): it sent orders of other statuses too. ${localFilter}`,
    });
  if (c.statusFilter === "refused")
    notices.push({
      kind: "status_filter",
      message: `The platform refused the status filter (${q.status}), which Countersign sends as “status” because the interface does not name it. The list was read without it: ${localFilter}`,
    });

  const sortWords = `${SORT_WORDS[q.sort]}, ${dirWords(q.dir)}`;
  if (c.sort === "differs")
    notices.push({
      kind: "sort",
      message: `The platform did not return the orders sorted as asked (${sortWords}): they are shown in the order it sent them, and the pages may not follow that order either.`,
    });
  if (c.sort === "refused")
    notices.push({
      kind: "sort",
      message: `The platform refused the sort (${sortWords}), which Countersign sends as “${sortParam({ key: q.sort, dir: q.dir })}” because the interface does not name the sort fields. The list is shown in the platform's own order.`,
    });

  if (c.paging === "differs") {
    const { pageNumber, pageSize } = c.page;
    notices.push({
      kind: "paging",
      message: `The platform answered with page ${pageNumber} of ${pageSize} orders when page ${q.page - 1} of ${q.size} was asked (Countersign counts the platform's pages from 0). It may number or size its pages differently, so these rows may not be page ${q.page} as shown here.`,
    });
  }
  return notices;
}
