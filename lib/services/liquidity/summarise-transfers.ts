import "server-only";
import {
  TRANSFER_STATUSES,
  type TStatusTotal,
  type TTransfer,
  type TTransferQuery,
  type TTransferStatus,
  type TTransferSummary,
} from "@/lib/domain/liquidity/liquidity";
import { TRANSFER_FILTERS, type TTransferFilter } from "@/lib/domain/liquidity/list";
import { PAGE, readTransferPages, type TPagesRead } from "./read-transfer-pages";
import { summaryNotices } from "./summary-notices";
import { transferListMemory, type TTransferListMemory } from "./transfer-list-memory";

// Totals by status for the filters in view. The list answers a count per query (meta.amount) but no sums,
// so: one request per status with the same filters gives the counts, and the amounts are summed over the
// rows paged through, up to PAGES_PER_STATUS pages of 100 per status. Past that the amount (and the chart,
// drawn from the same rows) is partial, and the answer says so.
//
// The status filter's name is not shown by the interface (docs/platform.md). When the platform does not
// apply it (rows of another status come back, or it refuses the name), its counts are not per status: the
// totals are then counted here from one bounded read of every status, by each row's own status. When
// another filter is not applied, the platform's counts include rows it excludes: the matching rows read are
// counted here. A count made from a read the budget cut is a lower bound and says so.

export const PAGES_PER_STATUS = 5;
export const CAP = PAGE * PAGES_PER_STATUS;
/** Counting every status in one read costs at most what the per-status reads could. */
export const COUNT_BUDGET_PAGES = PAGES_PER_STATUS * TRANSFER_STATUSES.length;

type TFilters = Omit<TTransferQuery, "limit" | "offset" | "sort">;

const sum = (rows: readonly TTransfer[]) => rows.reduce((s, t) => s + BigInt(t.amount), 0n).toString();
const ofStatus = (rows: readonly TTransfer[], s: TTransferStatus) =>
  rows.filter((t) => t.status.toUpperCase() === s);

/** Per status with the platform's status filter; null when it was found not to apply it. */
async function perStatus(statuses: TTransferStatus[], filters: TFilters, m: TTransferListMemory) {
  const statusIgnored = (r: { local: Set<TTransferFilter> }) => r.local.has("status");
  const reads = await Promise.all(
    statuses.map((s) => readTransferPages({ ...filters, status: [s] }, PAGES_PER_STATUS, m, statusIgnored)),
  );
  if (reads.some(statusIgnored)) return null;
  const local = new Set(reads.flatMap((r) => [...r.local]));
  const totals = reads.map((r, i): TStatusTotal => {
    const rows = ofStatus(r.rows, statuses[i]!);
    // Without a filter applied here, the platform's count is the count; with one, only the rows read are.
    const platform = local.size === 0 && r.listed !== null;
    return {
      status: statuses[i]!,
      count: platform ? r.listed! : rows.length,
      amountMinor: sum(rows),
      read: rows.length,
      exact: platform || r.complete,
    };
  });
  return { totals, reads, local, counted: local.size ? ("here" as const) : ("platform" as const) };
}

/** Every status in one read, counted by each row's own status. */
async function countedHere(statuses: TTransferStatus[], filters: TFilters, m: TTransferListMemory) {
  const read = await readTransferPages(filters, COUNT_BUDGET_PAGES, m);
  const totals = statuses.map((s): TStatusTotal => {
    const rows = ofStatus(read.rows, s);
    return { status: s, count: rows.length, amountMinor: sum(rows), read: rows.length, exact: read.complete };
  });
  return {
    totals,
    reads: [read],
    local: new Set([...read.local, "status" as const]),
    counted: "here" as const,
  };
}

export async function summariseTransfers(
  query: TTransferQuery,
  memory: TTransferListMemory = transferListMemory(),
): Promise<TTransferSummary> {
  const { limit: _l, offset: _o, sort: _s, status, ...filters } = query;
  const statuses = TRANSFER_STATUSES.filter((s) => !status?.length || status.includes(s));
  // The asked statuses go with the one read too: a platform that applies them lists fewer rows.
  const all = { ...filters, ...(status?.length ? { status } : {}) };
  const result =
    (memory.with("ignored").has("status") || memory.with("refused").has("status")
      ? null
      : await perStatus(statuses, filters, memory)) ?? (await countedHere(statuses, all, memory));
  const reads: TPagesRead[] = result.reads;
  return {
    totals: result.totals,
    points: result.totals.length
      ? reads.flatMap((r) =>
          r.rows
            .filter((t) => statuses.some((s) => s === t.status.toUpperCase()))
            .map((t) => [t.createdAt, t.amount, t.status] as [string, number, string]),
        )
      : [],
    currency: "EUR",
    cap: result.counted === "platform" ? CAP : COUNT_BUDGET_PAGES * PAGE,
    capped: result.totals.some((t) => t.read < t.count || !t.exact),
    counted: result.counted,
    filteredHere: TRANSFER_FILTERS.filter((f) => result.local.has(f)),
    notices: summaryNotices(result.counted, result.local, reads),
  };
}
