import "server-only";
import type { TPayment } from "@/lib/domain/payments/payments";
import type { TCheckRow } from "./check-rows";
import type { TCursor, TReadPage } from "./payment-scan";
import type { TV2Item } from "./schemas";

export type TScanEntry = { row: TPayment; check: TCheckRow; item: TV2Item | undefined };
/** One platform page as read: the cursor it was read from, the page, its rows with their checks. */
export type TScanRead = { cursor: TCursor; page: TReadPage; entries: TScanEntry[] };

/**
 * `last` again from its own cursor, up to its `needed`-th match (counted from the position asked: the start
 * of a Next page, the end of a Previous one), so the platform's cursor of the shorter page continues right
 * after the last row shown. The page size is stated (1-100); that the same cursor with a smaller size gives
 * the same first rows is how cursor paging works, and is checked: when the rows differ, null (the caller
 * keeps the longer page: a page with a few rows more, rather than a row lost between pages).
 */
export async function trimmedRead(
  last: TScanRead,
  needed: number,
  opts: {
    backward: boolean;
    keep: (e: TScanEntry) => boolean;
    read: (cursor: TCursor, limit: number) => Promise<TReadPage>;
  },
): Promise<TScanRead | null> {
  const { entries } = last;
  const order = opts.backward ? [...entries.keys()].reverse() : [...entries.keys()];
  let count = 0;
  const end = order.findIndex((i) => opts.keep(entries[i]!) && ++count === needed);
  if (end < 0) return null;
  const slice = opts.backward ? entries.slice(order[end]) : entries.slice(0, order[end]! + 1);
  if (slice.length === entries.length) return null;
  const page = await opts.read(last.cursor, slice.length);
  const same = page.rows.length === slice.length && page.rows.every((row, i) => row.id === slice[i]!.row.id);
  return same ? { cursor: last.cursor, page, entries: slice } : null;
}
