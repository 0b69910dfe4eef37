import "server-only";
import type { TRestrictionOrder } from "@/lib/domain/restriction-orders/types";
import { readCheckedPage, type TDroppable } from "./read-checked-page";

// The restriction API has no GET for one order: an order is found through the list. The list sorted by
// document id ascending in pages of 100 is a sorted array, so the page that would hold a document id is found
// by binary search over pages, comparing with each page's first and last id: about log2(pages) + 1 reads
// instead of one per page.
//
// That holds only if the platform orders ids the way a JavaScript string comparison does (by UTF-16 code
// unit: the sandbox does; a database collation might not, e.g. case-insensitively). So every page read is
// checked against that comparison, and the total is checked to stay put (an order arriving meanwhile shifts
// the pages); if either fails, the search falls back to a linear scan of every page, which needs no order.
// The sort field's name is itself a guess (docs/platform.md): a platform that ignores it fails the same check.

const SIZE = 100;
const SORT = { key: "doc_id", dir: "asc" } as const;

export type TFindResult = { order: TRestrictionOrder | null; reads: number; strategy: "binary" | "linear" };

const before = (a: string, b: string) => a < b;

function sortedAsStrings(orders: TRestrictionOrder[]): boolean {
  for (let i = 1; i < orders.length; i++) {
    if (before(orders[i]!.docId, orders[i - 1]!.docId)) return false;
  }
  return true;
}

export async function findOrder(docId: string): Promise<TFindResult> {
  let reads = 0;
  // A sort or size the platform refused (400 naming it) is left out of every later read; so is the binary
  // search, which needs both: the scan below needs neither.
  const dropped = new Set<TDroppable>();
  let trusted = true;
  const read = async (page: number) => {
    reads++;
    const c = await readCheckedPage(
      { page, size: SIZE, sort: SORT },
      {
        mayDrop: ["sort", "size"],
        dropped,
      },
    );
    if (c.sort !== "honoured" || c.paging !== "honoured") trusted = false;
    return c.page;
  };

  const first = await read(0);
  const total = first.totalItems;
  const pages = Math.max(1, Math.ceil(total / SIZE));
  const binary = await (async (): Promise<TRestrictionOrder | null | "disagrees"> => {
    let lo = 0;
    let hi = pages - 1;
    let current = { page: 0, data: first };
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (current.page !== mid) current = { page: mid, data: await read(mid) };
      const { orders, totalItems } = current.data;
      // The page must also be the one asked for (`trusted`): a platform counting pages from 1, or capping
      // the size, answers another page than the index says (docs/platform.md: `page` from 0 is a guess).
      if (!trusted || totalItems !== total || !sortedAsStrings(orders)) return "disagrees";
      if (orders.length === 0) {
        hi = mid - 1;
        continue;
      }
      const firstId = orders[0]!.docId;
      const lastId = orders.at(-1)!.docId;
      if (before(docId, firstId)) hi = mid - 1;
      else if (before(lastId, docId)) lo = mid + 1;
      else return orders.find((o) => o.docId === docId) ?? null;
    }
    return null;
  })();
  if (binary !== "disagrees") return { order: binary, reads, strategy: "binary" };

  // Linear: every page in turn until the last, whatever their order. Bounded by the pages the total needs
  // at the size actually served, so a platform that ignores `page` cannot keep the scan going for ever.
  for (let page = 0; ; page++) {
    const { orders, totalItems, isLastPage } = page === 0 ? first : await read(page);
    const found = orders.find((o) => o.docId === docId);
    if (found) return { order: found, reads, strategy: "linear" };
    const pagesNeeded = Math.ceil(totalItems / Math.max(1, orders.length));
    if (isLastPage || orders.length === 0 || page >= pagesNeeded)
      return { order: null, reads, strategy: "linear" };
  }
}
