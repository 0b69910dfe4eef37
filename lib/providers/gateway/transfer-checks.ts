import "server-only";
import type { TFieldError } from "@/lib/errors/provider-error";
import type { TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import {
  TRANSFER_FILTERS,
  TRANSFER_PARAMS,
  type TTransferFilter,
  type TTransferParam,
} from "@/lib/domain/liquidity/list";

// GET /v1/nostro-accounts/transfers names its filters only by meaning (request id, accounts, status,
// date-time from/to, sort by request id): the names Countersign sends are the sandbox's, and a platform that
// names them otherwise may ignore them and list everything (docs/platform.md). These read each row the
// platform returned against each filter its fields can show. A row that contradicts a filter proves the
// platform did not apply it; a field the row lacks proves nothing ("unknown").
//
// Matching is lenient where the interface is silent (case of ids and statuses, spaces in an account), so
// a platform that matches a little differently is not taken for one that ignores a filter.

export type TVerdict = "match" | "differs" | "unknown";
/** A query's filters (its page and order play no part in a row's check). */
export type TTransferFilters = Omit<TTransferQuery, "limit" | "offset">;

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const compact = (v: string) => v.replace(/\s+/g, "").toUpperCase();

/** What `row` says about one filter of `q`. */
export function transferVerdict(filter: TTransferFilter, row: TTransfer, q: TTransferFilters): TVerdict {
  switch (filter) {
    case "requestId":
      // Not a field of the stated transfer: only a row that carries one can say anything.
      return row.requestId === null ? "unknown" : same(row.requestId, q.requestId!) ? "match" : "differs";
    case "debtorAccount":
      // Optional in the stated transfer.
      if (row.debtorAccount === null) return "unknown";
      return compact(row.debtorAccount) === compact(q.debtorAccount!) ? "match" : "differs";
    case "creditorAccount":
      return compact(row.creditorAccount) === compact(q.creditorAccount!) ? "match" : "differs";
    case "status":
      return q.status!.some((s) => same(s, row.status)) ? "match" : "differs";
    case "dateTime": {
      // Both bounds inclusive, on createdAt (the sandbox's reading; a platform with exclusive bounds
      // returns fewer rows, never one outside them).
      const at = Date.parse(row.createdAt);
      if (Number.isNaN(at)) return "unknown";
      const from = q.dateTimeFrom ? Date.parse(q.dateTimeFrom) : -Infinity;
      const to = q.dateTimeTo ? Date.parse(q.dateTimeTo) : Infinity;
      return at >= from && at <= to ? "match" : "differs";
    }
  }
}

/** The filters `q` uses. */
export function activeTransferFilters(q: TTransferFilters): TTransferFilter[] {
  const active: Record<TTransferFilter, boolean> = {
    requestId: q.requestId !== undefined,
    debtorAccount: q.debtorAccount !== undefined,
    creditorAccount: q.creditorAccount !== undefined,
    status: !!q.status?.length,
    dateTime: q.dateTimeFrom !== undefined || q.dateTimeTo !== undefined,
  };
  return TRANSFER_FILTERS.filter((f) => active[f]);
}

/** The filters among `filters` that `row` contradicts. */
export const contradicted = (row: TTransfer, q: TTransferFilters, filters: readonly TTransferFilter[]) =>
  filters.filter((f) => transferVerdict(f, row, q) === "differs");

/** Whether `row` shows a match for every filter Countersign applies itself: "unknown" is not a match. */
export const matchesLocally = (row: TTransfer, q: TTransferFilters, local: Iterable<TTransferFilter>) =>
  [...local].every((f) => transferVerdict(f, row, q) === "match");

/**
 * The guessed parameters of `sent` that a 400 names in its field errors: a platform that refuses a name it
 * does not know (rather than ignoring it) says which. `limit` and `offset` are stated names: never these.
 */
export function refusedTransferParams(
  err: { status: number | null; fieldErrors?: readonly TFieldError[] },
  sent: TTransferFilters,
): TTransferParam[] {
  if (err.status !== 400) return [];
  // A field may be named plainly or with where it was sent ("query.status", "status[0]").
  const named = new Set(
    (err.fieldErrors ?? []).map((e) => e.field.replace(/^query\./, "").replace(/\[\d*\]$/, "")),
  );
  return (Object.keys(TRANSFER_PARAMS) as TTransferParam[]).filter(
    (p) => named.has(p) && sent[p] !== undefined,
  );
}

const caseless = new Intl.Collator("en", { sensitivity: "base" });
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether the rows that carry a request id come in the order `sort` asked for. The interface says only
 * "by request id": a byte order or a caseless one both count; ties and rows without one are not checked.
 */
export function sortHonoured(rows: readonly TTransfer[], sort: NonNullable<TTransferQuery["sort"]>) {
  const ids = rows.map((r) => r.requestId).filter((id): id is string => id !== null);
  const sign = sort.endsWith("DESC") ? -1 : 1;
  return [ordinal, caseless.compare].some((cmp) =>
    ids.every((id, i) => i === 0 || sign * cmp(ids[i - 1]!, id) <= 0),
  );
}
