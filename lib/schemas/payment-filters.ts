import { z } from "zod";
import { parseMajorAmount, resolveCurrency } from "@/lib/money";
import { DATE_RANGE_MESSAGE, inDateRange, zBoundedIsoDateTime } from "./bounds";
import { classifierKey, DIRECTIONS, SCHEMES } from "./payments";
import { canonicalQuery, rawParams, type TSearch, type TUrlSpec } from "./url-state";

// The Payments page's URL is its state (docs/pages.md#the-url-is-the-view: a copied link reproduces the
// view). These parse the query string for the page, GET /api/payments, the CSV export and saved views, and
// turn it into the gateway query: amounts typed in major units become exact minor units of the chosen
// currency (EUR when none is chosen, as the interface counts amount bounds without a currency), times go out
// in UTC with their offset.
//
// URL values are canonical, never locale-formatted: an amount is "1234.56" (a "." before the decimals, no
// grouping), a time ISO 8601 UTC, so the same link means the same view to a reader in any locale. The
// filter form parses what a person types in their own locale and writes this form.

/** Repeatable parameters (any of the values). */
export const LIST_KEYS = ["scheme", "status", "type"] as const;
/** Every filter parameter, in the order the form shows them. */
export const PAYMENT_FILTER_KEYS = [
  "id",
  "endToEndId",
  "uetr",
  "metadata",
  "scheme",
  "direction",
  "status",
  "type",
  "from",
  "to",
  "settledFrom",
  "settledTo",
  "currency",
  "amountFrom",
  "amountTo",
  "taxFrom",
  "taxTo",
  "compensationFrom",
  "compensationTo",
  "debtorAccount",
  "creditorAccount",
  "debtorBank",
  "creditorBank",
  "parent",
] as const;
/** Paging: page size and the platform's cursor tokens (opaque; never built here). */
export const PAGING_KEYS = ["limit", "next", "prev"] as const;

export type TPaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The raw URL: lists as arrays, everything else its first value. */
export type TRawPaymentParams = Partial<
  Record<TPaymentFilterKey | (typeof PAGING_KEYS)[number], string | string[]>
>;

const text = (max: number) => z.string().trim().min(1).max(max).optional();
const positiveId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "A transaction id is a whole number.")
  .transform(Number)
  .refine((n) => n > 0, "A transaction id is a positive number.")
  .optional();
const bic = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "A bank code is a BIC of 8 or 11 letters and digits."),
  )
  .optional();
const account = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().min(1).max(34, "An account number has at most 34 characters."))
  .optional();
const dateTime = zBoundedIsoDateTime().optional();
const date = z.iso
  .date({ message: "Not a date (YYYY-MM-DD).", abort: true })
  .refine((v) => inDateRange(new Date(v)), DATE_RANGE_MESSAGE)
  .optional();
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(","))),
    z.array(item).max(20).optional(),
  );
// A status or type is the platform's id (from its list operation) or, when that list is not available, a
// name the interface lists ("To sign", written TO_SIGN in the URL): see catalogValue in ./payments.
const catalogValue = z
  .string()
  .trim()
  // Platform ids count from 1: a 0 passed here and the platform refused the search (a 502).
  .regex(/^([1-9]\d{0,8}|[A-Za-z][A-Za-z _-]{0,39})$/, "Not a list value.")
  .transform((v) => (/^\d+$/.test(v) ? Number(v) : classifierKey(v)));
/** Ids (sent to the platform) apart from names (applied by Countersign); each sorted, so one filter is one query. */
const split = (values: (number | string)[] | undefined) => {
  if (!values) return { ids: undefined, names: undefined };
  const ids = [...new Set(values.filter((v): v is number => typeof v === "number"))].sort((a, b) => a - b);
  const names = [...new Set(values.filter((v): v is string => typeof v === "string"))].sort();
  return { ids: ids.length ? ids : undefined, names: names.length ? names : undefined };
};
// A typed amount stays text until the currency is known: the same digits mean different minor units.
const amount = z.string().trim().min(1).max(64).optional();

const ZRawFilters = z.object({
  id: positiveId,
  endToEndId: text(35),
  uetr: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
      message: "A UETR is a UUID (8-4-4-4-12 hex digits).",
      abort: true,
    })
    // SWIFT gpi UETRs are UUID v4, and the platform refuses any other version (docs/platform.md).
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      "A UETR is a UUID version 4: a 4 starts the third group, 8, 9, a or b the fourth.",
    )
    .optional(),
  metadata: text(140),
  scheme: list(z.enum(SCHEMES, "One of SEPA, INST, SDD, SWIFT, T2.")),
  direction: z.enum(DIRECTIONS, "OUTBOUND or INBOUND.").optional(),
  status: list(catalogValue),
  type: list(catalogValue),
  from: dateTime,
  to: dateTime,
  settledFrom: date,
  settledTo: date,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (c) => resolveCurrency(c) !== null && !c.includes("/"),
      "Not a currency Countersign knows (ISO 4217).",
    )
    .optional(),
  amountFrom: amount,
  amountTo: amount,
  taxFrom: amount,
  taxTo: amount,
  compensationFrom: amount,
  compensationTo: amount,
  debtorAccount: account,
  creditorAccount: account,
  debtorBank: bic,
  creditorBank: bic,
  parent: positiveId,
  limit: z.coerce
    .number()
    .int("A page size is a whole number.")
    .min(1, "At least 1 row per page.")
    .max(100, "At most 100 rows per page.")
    .default(DEFAULT_PAGE_SIZE),
  next: z.string().min(1).max(1000).optional(),
  prev: z.string().min(1).max(1000).optional(),
});

const AMOUNT_PAIRS = [
  ["amountFrom", "amountTo", "amount"],
  ["taxFrom", "taxTo", "unaccountedTaxAmount"],
  ["compensationFrom", "compensationTo", "compensationAmount"],
] as const;

/** What the gateway is asked (structurally the provider's TPaymentQuery; amounts in minor units). */
export type TPaymentSearchQuery = {
  limit: number;
  nextPageToken?: string;
  previousPageToken?: string;
  id?: number;
  debtorBankCode?: string;
  creditorBankCode?: string;
  datetimeFrom?: string;
  datetimeTo?: string;
  settlementDateFrom?: string;
  settlementDateTo?: string;
  endToEndId?: string;
  uetr?: string;
  metadata?: string;
  schemes?: (typeof SCHEMES)[number][];
  direction?: (typeof DIRECTIONS)[number];
  parentTransactionId?: number;
  typeIds?: number[];
  statusIds?: number[];
  /** Classifier keys ("TO_SIGN") without a platform id: never sent, applied by name (lib/providers/gateway). */
  statusNames?: string[];
  typeNames?: string[];
  currency?: string;
  amountFrom?: bigint;
  amountTo?: bigint;
  unaccountedTaxAmountFrom?: bigint;
  unaccountedTaxAmountTo?: bigint;
  compensationAmountFrom?: bigint;
  compensationAmountTo?: bigint;
  debtorAccount?: string;
  creditorAccount?: string;
};

export const ZPaymentFilters = ZRawFilters.transform((f, ctx): TPaymentSearchQuery => {
  // Without a currency the platform counts amount bounds in EUR minor units
  // (docs/platform-interface.md#payment-search).
  const currency = f.currency ?? "EUR";
  const minor: Partial<Record<string, bigint>> = {};
  for (const [fromKey, toKey, name] of AMOUNT_PAIRS) {
    for (const [key, bound] of [
      [fromKey, "From"],
      [toKey, "To"],
    ] as const) {
      const typed = f[key];
      if (typed === undefined) continue;
      // URL amounts are canonical ("1234.56"), so they are read in one fixed locale.
      const parsed = parseMajorAmount(typed, currency, { locale: "en-US" });
      if (!parsed.ok) ctx.addIssue({ code: "custom", path: [key], message: parsed.error });
      else minor[`${name}${bound}`] = parsed.minor;
    }
    const from = minor[`${name}From`];
    const to = minor[`${name}To`];
    if (from !== undefined && to !== undefined && from > to)
      ctx.addIssue({ code: "custom", path: [toKey], message: "Must not be below the lower bound." });
  }
  if (f.from && f.to && f.from > f.to)
    ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before the start." });
  if (f.settledFrom && f.settledTo && f.settledFrom > f.settledTo)
    ctx.addIssue({ code: "custom", path: ["settledTo"], message: "Must not be before the first date." });
  if (f.next && f.prev) ctx.addIssue({ code: "custom", path: ["prev"], message: "Page one way at a time." });

  const status = split(f.status);
  const type = split(f.type);
  const query: TPaymentSearchQuery = {
    limit: f.limit,
    nextPageToken: f.next,
    previousPageToken: f.prev,
    id: f.id,
    debtorBankCode: f.debtorBank,
    creditorBankCode: f.creditorBank,
    datetimeFrom: f.from,
    datetimeTo: f.to,
    settlementDateFrom: f.settledFrom,
    settlementDateTo: f.settledTo,
    endToEndId: f.endToEndId,
    uetr: f.uetr,
    metadata: f.metadata,
    schemes: f.scheme ? [...new Set(f.scheme)].sort() : undefined,
    direction: f.direction,
    parentTransactionId: f.parent,
    typeIds: type.ids,
    typeNames: type.names,
    statusIds: status.ids,
    statusNames: status.names,
    currency: f.currency,
    amountFrom: minor.amountFrom,
    amountTo: minor.amountTo,
    unaccountedTaxAmountFrom: minor.unaccountedTaxAmountFrom,
    unaccountedTaxAmountTo: minor.unaccountedTaxAmountTo,
    compensationAmountFrom: minor.compensationAmountFrom,
    compensationAmountTo: minor.compensationAmountTo,
    debtorAccount: f.debtorAccount,
    creditorAccount: f.creditorAccount,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as TPaymentSearchQuery;
});

/**
 * The Payments URL. A list may be written repeated or with commas (`status=2,5`), in any order, a status
 * name in any case (`status=to sign`): the same view, one string.
 */
export const PAYMENT_URL: TUrlSpec<TPaymentSearchQuery> = {
  schema: ZPaymentFilters,
  keys: [...PAYMENT_FILTER_KEYS, ...PAGING_KEYS],
  lists: LIST_KEYS,
  tidy: (key, x) => (key === "scheme" || /^\d+$/.test(x.trim()) ? x.trim() : classifierKey(x)),
};

/** The known parameters of a URL: lists with every value, the rest with their first; others ignored. */
export const rawPaymentParams = (search: TSearch) => rawParams(PAYMENT_URL, search) as TRawPaymentParams;

/** The strict parse, for routes: 400 with field errors when anything is wrong. */
export function parsePaymentFilters(search: TSearch) {
  return ZPaymentFilters.safeParse(rawPaymentParams(search));
}

/** Parameters sorted, lists sorted and de-duplicated, empties dropped: one string per view. */
export const canonicalPaymentQuery = (raw: TRawPaymentParams) => canonicalQuery(PAYMENT_URL, raw);

/** True when the query narrows the list (page size and cursors alone do not). */
export function hasPaymentFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return PAYMENT_FILTER_KEYS.some((k) => q.has(k));
}

/** The query without its cursor: what an export or a saved view keeps. */
export function withoutCursor(query: string): string {
  const q = new URLSearchParams(query);
  q.delete("next");
  q.delete("prev");
  return q.toString();
}
