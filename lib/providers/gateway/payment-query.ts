import "server-only";
import type { TQuery } from "@/lib/http/url";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";

// One search, two wire dialects. The query is named as v3 names it. The interface states some names
// (Versioning 5: v3 `nextPageToken`, `id`, `statusIds`, `uetr` for v2 `next_page_token`, `transaction_id`,
// `statuses`; v2 `schema`) and leaves the others open: those are the sandbox's documented choice
// (docs/platform.md, Assumptions → Payments). A platform that ignores a name it does not know filters
// nothing, silently, so every filtered page is checked row by row (verify-filters.ts, docs/platform.md).
// Amounts are minor units of `currency` (EUR when no currency is given, as the interface says), carried as
// bigint so nothing rounds.

/**
 * The search as the payments pages parse it from their URL (lib/domain/payments/filters.ts, the one
 * definition), with the page size optional: every field is named as v3 names its parameter.
 */
export type TPaymentQuery = Omit<TPaymentSearchQuery, "limit"> & { limit?: number };

/** Filters Countersign applies itself and never sends: names without a platform id (stated-catalog.ts). */
const LOCAL_ONLY = ["statusNames", "typeNames"] as const;
type TWireKey = Exclude<keyof TPaymentQuery, (typeof LOCAL_ONLY)[number]>;

const V2_NAMES: Record<TWireKey, string> = {
  limit: "limit",
  nextPageToken: "next_page_token",
  previousPageToken: "previous_page_token",
  id: "transaction_id",
  debtorBankCode: "debtor_bank_code",
  creditorBankCode: "creditor_bank_code",
  datetimeFrom: "datetime_from",
  datetimeTo: "datetime_to",
  settlementDateFrom: "settlement_date_from",
  settlementDateTo: "settlement_date_to",
  endToEndId: "end_to_end_id",
  uetr: "uetr",
  metadata: "metadata",
  schemes: "schema",
  direction: "direction",
  parentTransactionId: "parent_transaction_id",
  typeIds: "type_id",
  statusIds: "statuses",
  currency: "currency",
  amountFrom: "amount_from",
  amountTo: "amount_to",
  unaccountedTaxAmountFrom: "unaccounted_tax_amount_from",
  unaccountedTaxAmountTo: "unaccounted_tax_amount_to",
  compensationAmountFrom: "compensation_amount_from",
  compensationAmountTo: "compensation_amount_to",
  debtorAccount: "debtor_account",
  creditorAccount: "creditor_account",
};

// A page token is bound to the filters it was issued with, as the platform saw them: parameters go out in
// one order, repeated values sorted and once each, so the same filters in another order (a hand-typed or
// bookmarked URL) are the same search and its tokens stay valid.
const canonicalList = (values: readonly (string | number)[]) =>
  [...new Set(values)]
    .sort((a, b) =>
      typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b)),
    )
    .map(String);

/** When a status or type is asked by name, the ids beside it are not sent either: see wireQuery. */
export function locallyNamed(query: TPaymentQuery): { status: boolean; type: boolean } {
  return { status: !!query.statusNames?.length, type: !!query.typeNames?.length };
}

function toWire(query: TPaymentQuery, name: (key: TWireKey) => string): TQuery {
  const out: TQuery = {};
  const named = locallyNamed(query);
  const entries = Object.entries(query).sort(([a], [b]) => a.localeCompare(b));
  for (const [key, value] of entries as [keyof TPaymentQuery, unknown][]) {
    if ((LOCAL_ONLY as readonly string[]).includes(key)) continue;
    // Sent alone, the ids would narrow the platform's answer to them and hide the rows the names match:
    // the whole status (type) filter is then Countersign's.
    if ((key === "statusIds" && named.status) || (key === "typeIds" && named.type)) continue;
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    // Lists go as repeated parameters, which both versions take (v3 also takes `a,b`).
    out[name(key as TWireKey)] = Array.isArray(value)
      ? canonicalList(value as (string | number)[])
      : typeof value === "bigint"
        ? value.toString()
        : (value as string | number);
  }
  return out;
}

// v3 names are the query's own, except the scheme list: `schemas` (plural of v2's `schema`, docs/platform.md
// "v3 parameter names"): not stated, so checked on every row like the rest.
const V3_RENAMED: Partial<Record<TWireKey, string>> = { schemes: "schemas" };

export const v3Query = (query: TPaymentQuery): TQuery => toWire(query, (key) => V3_RENAMED[key] ?? key);
export const v2Query = (query: TPaymentQuery): TQuery => toWire(query, (key) => V2_NAMES[key]);
