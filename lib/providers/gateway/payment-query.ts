import "server-only";
import type { TQuery } from "@/lib/http/url";
import type { TPaymentSearchQuery } from "@/lib/schemas/payment-filters";

// One search, two wire dialects. The query is named as v3 names it (provider-api.md, Versioning 5:
// camelCase; only the scheme list differs on the wire, `schemas`); v2 takes the same filters in
// snake_case. Parameter names the interface does not show are the sandbox's documented choice
// (sandbox/README.md, Assumptions → Payments). Amounts are minor units of `currency` (EUR when no
// currency is given, as the interface says), carried as bigint so nothing rounds.

/**
 * The search as the payments pages parse it from their URL (lib/schemas/payment-filters.ts, the one
 * definition), with the page size optional: every field is named as v3 names its parameter.
 */
export type TPaymentQuery = Omit<TPaymentSearchQuery, "limit"> & { limit?: number };

const V2_NAMES: Record<keyof TPaymentQuery, string> = {
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

function toWire(query: TPaymentQuery, name: (key: keyof TPaymentQuery) => string): TQuery {
  const out: TQuery = {};
  for (const [key, value] of Object.entries(query) as [
    keyof TPaymentQuery,
    TPaymentQuery[keyof TPaymentQuery],
  ][]) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    // Lists go as repeated parameters, which both versions take (v3 also takes `a,b`).
    out[name(key)] = Array.isArray(value)
      ? value.map(String)
      : typeof value === "bigint"
        ? value.toString()
        : (value as string | number);
  }
  return out;
}

// v3 names are the query's own, except the scheme list: `schemas` (plural of v2's `schema`, sandbox/README.md
// "v3 parameter names"). The platform ignores unknown parameters, so a wrong name filters nothing, silently.
const V3_RENAMED: Partial<Record<keyof TPaymentQuery, string>> = { schemes: "schemas" };

export const v3Query = (query: TPaymentQuery): TQuery => toWire(query, (key) => V3_RENAMED[key] ?? key);
export const v2Query = (query: TPaymentQuery): TQuery => toWire(query, (key) => V2_NAMES[key]);
