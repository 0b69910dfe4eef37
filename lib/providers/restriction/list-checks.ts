import "server-only";
import type { TProviderErrorInit } from "@/lib/errors/provider-error";
import type { TOrderStatus, TSortKey } from "@/lib/domain/restriction-orders/restriction-orders";
import type {
  TRestrictionListQuery,
  TRestrictionOrder,
  TRestrictionOrdersPage,
} from "@/lib/domain/restriction-orders/types";

// GET /api/v1/orders states the paging names `page`, `size` and `sort` (as `field,DIRECTION`), the metadata
// and the orders' fields; it does not show the status filter's name, the sort's field names, or whether
// pages count from 0 (docs/platform.md, Restriction orders). These checks read the answer for whether the
// platform did what those guesses asked, using only the stated fields: each order's `data.status`, the
// order of the rows, and `metadata.page_number` / `page_size` (read here through the mapped orders).

/** The sort keys → the platform's sort fields (a guess). */
export const SORT_FIELDS: Record<TSortKey, string> = {
  date: "header.date",
  doc_id: "header.doc_id",
  amount: "data.amount",
  status: "data.status",
};

/** The `sort` parameter as sent, e.g. "header.date,DESC": the client sends it, the list notices quote it. */
export const sortParam = (sort: NonNullable<TRestrictionListQuery["sort"]>) =>
  `${SORT_FIELDS[sort.key]},${sort.dir.toUpperCase()}`;

/** The query parameters whose name or values are Countersign's guesses. */
export const GUESSED_PARAMS = ["status", "sort"] as const;
export type TGuessedParam = (typeof GUESSED_PARAMS)[number];

/**
 * The parameters among `candidates` (by default the guessed ones) that a 400 names in its field errors: a
 * platform that refuses what it does not know (rather than ignoring it) says which parameter it refused.
 * Reading again without them is safe. `size` is a stated name, but not its bounds (the sandbox's are 1-100).
 */
export function refusedParams<P extends string = TGuessedParam>(
  err: Pick<TProviderErrorInit, "status" | "fieldErrors">,
  candidates: readonly P[] = GUESSED_PARAMS as readonly string[] as readonly P[],
): P[] {
  if (err.status !== 400) return [];
  const named = new Set((err.fieldErrors ?? []).map((f) => f.field));
  return candidates.filter((p) => named.has(p));
}

/** How many rows are of another status than the filter asked for: more than 0 means it was not applied. */
export const rowsOutsideFilter = (orders: readonly TRestrictionOrder[], status: TOrderStatus) =>
  orders.filter((o) => o.status !== status).length;

// The interface lists the statuses in this order; a platform may sort an enum by it or by name.
const STATUS_RANK: Record<string, number> = { UNPROCESSED: 0, CONFIRMED: 1, REJECTED: 2 };
const caseless = new Intl.Collator("en", { sensitivity: "base" });
// A missing value compares equal to anything: there is nothing to check it against.
const byTime = (a: string | null | undefined, b: string | null | undefined) => {
  if (!a || !b) return 0;
  const [x, y] = [Date.parse(a), Date.parse(b)];
  return Number.isNaN(x) || Number.isNaN(y) ? (a < b ? -1 : a > b ? 1 : 0) : x - y;
};
const byNumber = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? 0 : a - b;
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TCompare = (a: TRestrictionOrder, b: TRestrictionOrder) => number;

/** Each sort field's acceptable orderings: any one of them counts as honoured. */
const ORDERINGS: Record<TSortKey, TCompare[]> = {
  date: [(a, b) => byTime(a.date, b.date)],
  doc_id: [(a, b) => ordinal(a.docId, b.docId), (a, b) => caseless.compare(a.docId, b.docId)],
  amount: [(a, b) => byNumber(a.amount, b.amount)],
  status: [
    (a, b) => ordinal(a.status, b.status),
    (a, b) => (STATUS_RANK[a.status] ?? 9) - (STATUS_RANK[b.status] ?? 9),
  ],
};

/** Whether the rows come in the order `sort` asked for; ties are not checked. */
export function sortHonoured(
  orders: readonly TRestrictionOrder[],
  sort: { key: TSortKey; dir: "asc" | "desc" },
): boolean {
  const orderings = ORDERINGS[sort.key];
  const sign = sort.dir === "desc" ? -1 : 1;
  return orderings.some((cmp) => orders.every((o, i) => i === 0 || sign * cmp(orders[i - 1]!, o) <= 0));
}

/** Whether the answer is the page and size asked for, as `metadata` echoes them. */
export const pagingHonoured = (p: TRestrictionOrdersPage, page: number, size: number) =>
  p.pageNumber === page && p.pageSize === size;
