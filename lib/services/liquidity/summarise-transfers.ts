import "server-only";
import {
  TRANSFER_STATUSES,
  type TStatusTotal,
  type TTransfer,
  type TTransferQuery,
  type TTransferStatus,
  type TTransferSummary,
} from "@/lib/schemas/liquidity";
import { platformLiquidityDeps, type TLiquidityDeps } from "./deps";

// Totals by status for the filters in view. The list answers a count per query (meta.amount) but no sums,
// so: one request per status with the same filters gives the counts, and the amounts are summed over the
// rows paged through, up to PAGES_PER_STATUS pages of 100 per status. Past that the amount (and the chart,
// drawn from the same rows) is partial, and the answer says so. Offset paging of a list that grows
// meanwhile can skip or repeat a row; rows are de-duplicated by id, and the count is the platform's.

export const PAGE = 100;
export const PAGES_PER_STATUS = 5;
export const CAP = PAGE * PAGES_PER_STATUS;

type TFilters = Omit<TTransferQuery, "limit" | "offset" | "sort">;

async function readStatus(status: TTransferStatus, filters: TFilters, deps: TLiquidityDeps) {
  const query = { ...filters, status: [status] };
  const first = await deps.listTransfers({ ...query, limit: PAGE, offset: 0 });
  const wanted = Math.min(first.total, CAP);
  const offsets: number[] = [];
  for (let offset = PAGE; offset < wanted; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => deps.listTransfers({ ...query, limit: PAGE, offset })),
  );
  const byId = new Map<number, TTransfer>();
  for (const page of [first, ...rest]) for (const t of page.rows) if (t.status === status) byId.set(t.id, t);
  return { status, count: first.total, rows: [...byId.values()] };
}

export async function summariseTransfers(
  query: TTransferQuery,
  deps: TLiquidityDeps = platformLiquidityDeps(),
): Promise<TTransferSummary> {
  const { limit: _l, offset: _o, sort: _s, status, ...filters } = query;
  const statuses = TRANSFER_STATUSES.filter((s) => !status?.length || status.includes(s));
  const per = await Promise.all(statuses.map((s) => readStatus(s, filters, deps)));
  const totals: TStatusTotal[] = per.map(({ status: s, count, rows }) => ({
    status: s,
    count,
    // Summed as bigint: a few hundred amounts of up to 10^13 minor units pass 2^53.
    amountMinor: rows.reduce((sum, t) => sum + BigInt(t.amount), 0n).toString(),
    read: rows.length,
  }));
  return {
    totals,
    points: per.flatMap(({ rows }) =>
      rows.map((t) => [t.createdAt, t.amount, t.status] as [string, number, string]),
    ),
    currency: "EUR",
    cap: CAP,
    capped: totals.some((t) => t.read < t.count),
  };
}
