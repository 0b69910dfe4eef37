import "server-only";
import { matchesLocally } from "@/lib/providers/gateway/transfer-checks";
import type { TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import type { TTransferFilter } from "@/lib/domain/liquidity/list";
import { readCheckedTransfers, type TCheckedTransfers } from "./read-checked-transfers";
import type { TTransferListMemory } from "./transfer-list-memory";

// Several pages of 100 of one query, each checked (./read-checked-transfers.ts), for the totals and the
// chart. meta.amount is taken as the count of the list when it is plausible, and the later pages are read
// at once; otherwise pages are read one by one until a short one. Offset paging of a list that grows
// meanwhile can skip or repeat a row: rows are de-duplicated by id.

export const PAGE = 100; // the list's largest page (the interface: limit 1-100)

export type TPagesRead = {
  /** Rows matching every filter Countersign applies itself, by the filters found on any page read. */
  rows: TTransfer[];
  /** What the platform listed for the query (its meta.amount), or null when that is not a count. */
  listed: number | null;
  scanned: number;
  /** True when every listed row was read; false when the budget cut the read. */
  complete: boolean;
  local: Set<TTransferFilter>;
  /** The first page's check, when `stop` ended the read there. */
  stoppedAt: TCheckedTransfers | null;
};

export async function readTransferPages(
  query: Omit<TTransferQuery, "limit" | "offset">,
  maxPages: number,
  memory: TTransferListMemory,
  /** Ends the read after the first page when it says so (a finding that makes the rest useless). */
  stop: (first: TCheckedTransfers) => boolean = () => false,
): Promise<TPagesRead> {
  const read = (offset: number) => readCheckedTransfers({ ...query, limit: PAGE, offset }, memory);
  const first = await read(0);
  const total = first.page.total;
  const counted = Number.isSafeInteger(total) && total >= first.page.rows.length;
  const pages = [first];
  const stopped = stop(first);
  let complete: boolean;
  if (stopped) {
    complete = false;
  } else if (counted) {
    const wanted = Math.min(total, maxPages * PAGE);
    const offsets: number[] = [];
    for (let offset = PAGE; offset < wanted; offset += PAGE) offsets.push(offset);
    pages.push(...(await Promise.all(offsets.map(read))));
    complete = total <= maxPages * PAGE;
  } else {
    complete = first.page.rows.length < PAGE;
    for (let n = 1; n < maxPages && !complete; n += 1) {
      const next = await read(n * PAGE);
      pages.push(next);
      complete = next.page.rows.length < PAGE;
    }
  }

  // A filter found unapplied on any page is applied to the rows of every page.
  const local = new Set(pages.flatMap((p) => [...p.local]));
  const byId = new Map<number, TTransfer>();
  for (const p of pages) for (const t of p.page.rows) if (matchesLocally(t, query, local)) byId.set(t.id, t);
  return {
    rows: [...byId.values()],
    listed: counted ? total : null,
    scanned: pages.reduce((n, p) => n + p.page.rows.length, 0),
    complete,
    local,
    stoppedAt: stopped ? first : null,
  };
}
