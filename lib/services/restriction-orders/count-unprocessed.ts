import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { readCheckedPage, type TDroppable } from "./read-checked-page";

// The Overview's count of UNPROCESSED orders. The platform's total is that count only if it applied the
// status filter, whose name the interface does not show (docs/platform.md, Restriction orders): the rows of
// a page of 100 are checked, and when the filter was ignored or refused the orders are counted here, page
// by page, up to MAX_PAGES; a longer list is not counted rather than counted wrong.

const SIZE = 100;
const MAX_PAGES = 5;

export type TUnprocessedCount = { value: number | null; error?: string };

export async function countUnprocessedOrders(): Promise<TUnprocessedCount> {
  try {
    // `size` may be refused (its bounds are not shown): then pages of the platform's own size are counted.
    const opts = { mayDrop: ["status", "size"] as const, dropped: new Set<TDroppable>() };
    const first = await readCheckedPage({ status: "UNPROCESSED", page: 0, size: SIZE }, opts);
    if (first.statusFilter === "honoured") return { value: first.page.totalItems };
    let counted = first.orders.length;
    let seen = first.page.orders.length;
    let last = first.page;
    for (let page = 1; !last.isLastPage && last.orders.length > 0; page++) {
      if (page >= MAX_PAGES)
        return {
          value: null,
          error: `The restriction-order API did not apply the status filter and lists more than ${seen} orders, so the unprocessed ones were not counted. The queue shows them.`,
        };
      const next = await readCheckedPage({ status: "UNPROCESSED", page, size: SIZE }, opts);
      counted += next.orders.length;
      seen += next.page.orders.length;
      last = next.page;
    }
    return { value: counted };
  } catch (err) {
    if (!isProviderError(err)) throw err;
    logger.warn({ err }, "overview: restriction orders unavailable");
    return { value: null, error: "The restriction-order API did not answer." };
  }
}
