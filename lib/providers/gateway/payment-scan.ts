import "server-only";
import type { TFilterFamily } from "@/lib/domain/payments/notices";
import type { TPayment } from "@/lib/domain/payments/payments";
import type { TCheckRow } from "./check-rows";
import type { TPaymentQuery } from "./payment-query";
import type { TV2Item } from "./schemas";
import type { TClassifiers } from "./verify-classifiers";
import { trimmedRead, type TScanEntry, type TScanRead } from "./scan-trim";
import { activeFamilies, checkRow } from "./verify-filters";

// One page of a search whose rows are checked against its filters (verify-filters.ts). While the platform
// applies every filter, this is one platform page as asked. Once a filter is Countersign's to apply (the
// platform was seen to ignore it, or it is a status asked by name), platform pages of PLATFORM_PAGE_SIZE are
// read onwards from the cursor until `limit` rows match, the list ends, or SCAN_BUDGET_PAGES were read;
// the platform's cursor after the last page read continues the search. A page then holds `limit` matches
// (fewer when the budget or the list ended first; scan-trim.ts reads the last page again up to the last
// match needed), and no row falls between two pages.

export const PLATFORM_PAGE_SIZE = 100;
export const SCAN_BUDGET_PAGES = 10;

export type TCursor = { nextPageToken?: string; previousPageToken?: string };
/** One platform page; `checks` (and `items` for v2) are aligned with `rows`. */
export type TReadPage = {
  rows: TPayment[];
  checks: TCheckRow[];
  items?: TV2Item[];
  next: string | null;
  prev: string | null;
};

export type TScanResult = {
  rows: TPayment[];
  items: TV2Item[] | undefined;
  next: string | null;
  prev: string | null;
  /** The filters Countersign applied itself on this page. */
  local: Set<TFilterFamily>;
  /** Filters the platform was asked to apply and returned contradicting rows for, on this call. */
  ignored: Set<TFilterFamily>;
  pages: number;
  scanned: number;
  /** True when the budget, not the rows found or the list's end, stopped the reading. */
  budgetEnded: boolean;
};

export async function scanPages(opts: {
  read: (cursor: TCursor, limit: number) => Promise<TReadPage>;
  query: TPaymentQuery;
  classifiers: TClassifiers;
  /** Filters never sent (statuses asked by name): Countersign's from the start, never "ignored". */
  named: ReadonlySet<TFilterFamily>;
  /** Filters this search version was seen to ignore before. */
  remembered: ReadonlySet<TFilterFamily>;
  budget?: number;
}): Promise<TScanResult> {
  const { query: q, classifiers: c, named } = opts;
  const families = activeFamilies(q);
  const local = new Set([...named, ...opts.remembered].filter((f) => families.includes(f)));
  const ignored = new Set<TFilterFamily>();
  const backward = q.previousPageToken !== undefined;
  const want = q.limit ?? 10;
  const budget = opts.budget ?? SCAN_BUDGET_PAGES;
  const keep = (e: TScanEntry) => checkRow(e.check, q, families, local, c).keep;

  // Pages in the order read: from the position asked, away from it (older for Next, newer for Previous).
  const reads: TScanRead[] = [];
  const inView = () => (backward ? [...reads].reverse() : reads).flatMap((r) => r.entries);
  let cursor: TCursor = backward
    ? { previousPageToken: q.previousPageToken }
    : { nextPageToken: q.nextPageToken };
  let scanned = 0;
  let budgetEnded = false;
  for (;;) {
    const page = await opts.read(cursor, local.size ? PLATFORM_PAGE_SIZE : want);
    scanned += page.rows.length;
    const entries = page.rows.map((row, i) => ({ row, check: page.checks[i]!, item: page.items?.[i] }));
    reads.push({ cursor, page, entries });
    for (const e of entries) {
      for (const family of checkRow(e.check, q, families, local, c).contradicts) {
        if (named.has(family)) continue;
        ignored.add(family);
        local.add(family);
      }
    }
    if (local.size === 0) break;
    const following = backward ? page.prev : page.next;
    if (!following) break;
    if (inView().filter(keep).length >= want) break;
    if (reads.length >= budget) {
      budgetEnded = true;
      break;
    }
    cursor = backward ? { previousPageToken: following } : { nextPageToken: following };
  }

  let pages = reads.length;
  const found = inView().filter(keep).length;
  if (local.size && found > want) {
    // The last page read brought more matches than asked: read it again only up to the last one needed,
    // so the page holds `limit` rows and the platform's cursor continues right after it.
    const last = reads.at(-1)!;
    const shorter = await trimmedRead(last, want - (found - last.entries.filter(keep).length), {
      backward,
      keep,
      read: opts.read,
    });
    pages += 1;
    if (shorter) reads[reads.length - 1] = shorter;
  }

  const kept = inView().filter(keep);
  const [nearest, farthest] = [reads[0]!.page, reads.at(-1)!.page];
  return {
    rows: kept.map((e) => e.row),
    items: nearest.items ? kept.map((e) => e.item!) : undefined,
    next: backward ? nearest.next : farthest.next,
    prev: backward ? farthest.prev : nearest.prev,
    local,
    ignored,
    pages,
    scanned,
    budgetEnded,
  };
}
