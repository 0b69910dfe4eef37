import { parseMajorAmount } from "@/lib/money";
import { ZRawFilters } from "./filter-fields";
import type { DIRECTIONS, SCHEMES } from "./payments";

// The Payments page's URL is its state (docs/pages.md#the-url-is-the-view: a copied link reproduces the
// view). These parse the query string for the page, GET /api/payments, the CSV export and saved views, and
// turn it into the gateway query: amounts typed in major units become exact minor units of the chosen
// currency (EUR when none is chosen, as the interface counts amount bounds without a currency), times go out
// in UTC with their offset.
//
// URL values are canonical, never locale-formatted: an amount is "1234.56" (a "." before the decimals, no
// grouping), a time ISO 8601 UTC, so the same link means the same view to a reader in any locale. The
// filter form parses what a person types in their own locale and writes this form.

/** Ids (sent to the platform) apart from names (applied by Countersign); each sorted, so one filter is one query. */
const split = (values: (number | string)[] | undefined) => {
  if (!values) return { ids: undefined, names: undefined };
  const ids = [...new Set(values.filter((v): v is number => typeof v === "number"))].sort((a, b) => a - b);
  const names = [...new Set(values.filter((v): v is string => typeof v === "string"))].sort();
  return { ids: ids.length ? ids : undefined, names: names.length ? names : undefined };
};

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
