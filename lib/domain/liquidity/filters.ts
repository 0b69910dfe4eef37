import { z } from "zod";
import { zBoundedIsoDateTime } from "@/lib/domain/shared/bounds";
import { TRANSFER_STATUSES, type TTransferQuery } from "./liquidity";
import {
  canonicalQuery,
  rawParams,
  withUrlParams,
  type TSearch,
  type TUrlSpec,
} from "@/lib/domain/shared/url-state";

// The Liquidity page's URL is its state (docs/pages.md#the-url-is-the-view: a copied link reproduces the
// view). These parse the query string for the page, GET /api/liquidity/transfers and /summary, and make the
// gateway query. Values are canonical, never locale-formatted: times ISO 8601 in UTC (the form converts from
// the reader's zone), so the same link means the same view anywhere; the platform wants an offset, and `Z` is
// one.

export const LIQUIDITY_FILTER_KEYS = [
  "status",
  "from",
  "to",
  "debtorAccount",
  "creditorAccount",
  "requestId",
] as const;
export const LIQUIDITY_PAGING_KEYS = ["limit", "offset", "sort"] as const;
export type TLiquidityFilterKey = (typeof LIQUIDITY_FILTER_KEYS)[number];
type TKey = TLiquidityFilterKey | (typeof LIQUIDITY_PAGING_KEYS)[number];

/** Without `sort` the platform lists newest first; it sorts by nothing but the request id. */
export const SORTS = ["requestId-asc", "requestId-desc"] as const;
export type TSort = (typeof SORTS)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

const account = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().min(1).max(34, "An account number has at most 34 characters."))
  .optional();
const dateTime = zBoundedIsoDateTime().optional();
const whole = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${what} is a whole number.`)
    .transform(Number);

const ZRaw = z.object({
  status: z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(","))),
    z
      .array(z.enum(TRANSFER_STATUSES, `One of ${TRANSFER_STATUSES.join(", ")}.`))
      .max(5)
      .optional(),
  ),
  from: dateTime,
  to: dateTime,
  debtorAccount: account,
  creditorAccount: account,
  requestId: z
    .string()
    .regex(/^\S{1,64}$/, "A request id is 1–64 characters without spaces.")
    .optional(),
  limit: whole("A page size")
    .pipe(z.number().min(1, "At least 1 row per page.").max(100, "At most 100 rows per page."))
    .default(DEFAULT_PAGE_SIZE),
  offset: whole("A position").pipe(z.number().max(1_000_000_000, "That position is too far.")).default(0),
  sort: z.enum(SORTS, "requestId-asc or requestId-desc (none: newest first).").optional(),
});

export const ZLiquidityFilters = ZRaw.superRefine((f, ctx) => {
  if (f.from && f.to && f.from > f.to)
    ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before the start." });
}).transform((f): TTransferQuery => {
  const query: TTransferQuery = {
    limit: f.limit,
    offset: f.offset,
    requestId: f.requestId,
    debtorAccount: f.debtorAccount,
    creditorAccount: f.creditorAccount,
    status: f.status?.length ? [...new Set(f.status)] : undefined,
    dateTimeFrom: f.from,
    dateTimeTo: f.to,
    sort:
      f.sort === "requestId-asc"
        ? "requestId,ASC"
        : f.sort === "requestId-desc"
          ? "requestId,DESC"
          : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as TTransferQuery;
});

export type TRawLiquidityParams = Partial<Record<TKey, string | string[]>>;

/** The Liquidity URL: `status` repeatable (or comma-separated), the first page without an offset. */
export const LIQUIDITY_URL: TUrlSpec<TTransferQuery> = {
  schema: ZLiquidityFilters,
  keys: [...LIQUIDITY_FILTER_KEYS, ...LIQUIDITY_PAGING_KEYS],
  lists: ["status"],
  defaults: { offset: "0" },
};

/** The known parameters: `status` with every value, the rest with their first; others ignored. */
export const rawLiquidityParams = (search: TSearch) =>
  rawParams(LIQUIDITY_URL, search) as TRawLiquidityParams;

/** A refused URL's messages by parameter name (a bad second status is still `status`). */
export function filterErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "_")] ??= issue.message;
  return out;
}

/** The strict parse, for routes: 400 with field errors when anything is wrong. */
export function parseLiquidityFilters(search: TSearch) {
  return ZLiquidityFilters.safeParse(rawLiquidityParams(search));
}

/** Keys sorted, statuses sorted and de-duplicated, defaults and empties dropped: one string per view. */
export const canonicalLiquidityQuery = (raw: TRawLiquidityParams) => canonicalQuery(LIQUIDITY_URL, raw);

/** `query` with some parameters replaced (null removes one), canonical again. */
export const withParams = (query: string, changes: Partial<Record<TKey, string | string[] | null>>) =>
  withUrlParams(LIQUIDITY_URL, query, changes as Record<string, string | string[] | null>);

/** The filters alone (no page, size or order): what the totals and the chart are computed for. */
export const filtersOnly = (query: string) => withParams(query, { limit: null, offset: null, sort: null });

/** True when the query narrows the list (paging and order alone do not). */
export const hasLiquidityFilters = (query: string) => {
  const q = new URLSearchParams(query);
  return LIQUIDITY_FILTER_KEYS.some((k) => q.has(k));
};

/** Page x of y from the platform's total; at least one page, so an empty list reads "Page 1 of 1". */
export function pageOf(offset: number, limit: number, total: number) {
  return { page: Math.floor(offset / limit) + 1, pages: Math.max(1, Math.ceil(total / limit)) };
}
