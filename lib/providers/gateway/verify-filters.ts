import "server-only";
import type { TFilterFamily } from "@/lib/domain/payments/notices";
import type { TCheckRow } from "./check-rows";
import type { TPaymentQuery } from "./payment-query";
import { classifierVerdict, type TClassifiers } from "./verify-classifiers";

// Run-time check of the rule in docs/platform.md: most filter parameter names of the payment searches are
// not stated, and a platform may ignore a name it does not know. Each row the platform returns for a
// filtered search is held against each filter its fields can show. A row that contradicts a filter proves
// the platform did not apply it; a row that cannot show a field ("unknown") proves nothing.
//
// Matching is lenient where the interface is silent (case of identifiers, an 8-character BIC for every
// branch), so a platform that matches a little differently is not taken for one that ignores a filter.

export type TVerdict = "match" | "differs" | "unknown";
type TMaybe<T> = T | null | undefined;

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const compact = (v: string) => v.replace(/\s+/g, "").toUpperCase();

function equals<T>(value: TMaybe<T>, match: (v: T) => boolean): TVerdict {
  if (value === undefined) return "unknown";
  return value !== null && match(value) ? "match" : "differs";
}

function within<T extends string | number | bigint>(value: TMaybe<T>, from?: T, to?: T): TVerdict {
  if (value === undefined) return "unknown";
  if (value === null) return "differs";
  return (from === undefined || value >= from) && (to === undefined || value <= to) ? "match" : "differs";
}

const bicMatches = (row: string, asked: string) => {
  const [r, a] = [row.toUpperCase(), asked.toUpperCase()];
  // An 8-character BIC is the whole bank, every branch; the XXX branch is the bank's main office.
  return r === a || (a.length === 8 && r.startsWith(a)) || (r.length === 8 && a.startsWith(r));
};

/** Amount bounds count minor units of `currency`, or EUR without one (the interface, v2 search). */
function amountVerdict(row: TCheckRow, q: TPaymentQuery, value: TMaybe<number>, from?: bigint, to?: bigint) {
  // Another currency's row is the currency filter's matter, or (without one) not comparable at all.
  if (!same(row.currency, q.currency ?? "EUR")) return "unknown";
  return within(value === null || value === undefined ? value : BigInt(value), from, to);
}

const instant = (v: TMaybe<string>) => {
  if (v === undefined || v === null) return v;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : ms;
};
const day = (v: TMaybe<string>) => (v === undefined || v === null ? v : v.slice(0, 10));
const ms = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v));

/** What `row` says about one filter family of `q`. */
export function verdict(family: TFilterFamily, row: TCheckRow, q: TPaymentQuery, c: TClassifiers): TVerdict {
  switch (family) {
    case "id":
      return row.id === q.id ? "match" : "differs";
    case "endToEndId":
      return equals(row.endToEndId, (v) => same(v, q.endToEndId!));
    case "uetr":
      return equals(row.uetr, (v) => same(v, q.uetr!));
    case "metadata":
      return equals(row.metadata, (v) => v.includes(q.metadata!));
    case "schemes":
      return equals(row.method, (v) => q.schemes!.some((s) => same(s, v)));
    case "direction":
      return same(row.direction, q.direction!) ? "match" : "differs";
    case "status":
    case "type":
      return classifierVerdict(family, row, q, c);
    case "datetime":
      return within(instant(row.createdAt), ms(q.datetimeFrom), ms(q.datetimeTo));
    case "settlementDate":
      return within(day(row.settlementDate), q.settlementDateFrom, q.settlementDateTo);
    case "currency":
      return same(row.currency, q.currency!) ? "match" : "differs";
    case "amount":
      return amountVerdict(row, q, row.amount, q.amountFrom, q.amountTo);
    case "unaccountedTaxAmount":
      return amountVerdict(
        row,
        q,
        row.unaccountedTaxAmount,
        q.unaccountedTaxAmountFrom,
        q.unaccountedTaxAmountTo,
      );
    case "compensationAmount":
      return amountVerdict(row, q, row.compensationAmount, q.compensationAmountFrom, q.compensationAmountTo);
    case "debtorAccount":
      return equals(row.debtorAccounts, (v) => v.some((a) => compact(a) === compact(q.debtorAccount!)));
    case "creditorAccount":
      return equals(row.creditorAccounts, (v) => v.some((a) => compact(a) === compact(q.creditorAccount!)));
    case "debtorBankCode":
      return equals(row.debtorBic, (v) => bicMatches(v, q.debtorBankCode!));
    case "creditorBankCode":
      return equals(row.creditorBic, (v) => bicMatches(v, q.creditorBankCode!));
    case "parentTransactionId":
      return equals(row.parentId, (v) => v === q.parentTransactionId);
  }
}

const has = (v: unknown) => v !== undefined && !(Array.isArray(v) && v.length === 0);

/** The filter families `q` uses. */
export function activeFamilies(q: TPaymentQuery): TFilterFamily[] {
  const active: Record<TFilterFamily, boolean> = {
    id: has(q.id),
    endToEndId: has(q.endToEndId),
    uetr: has(q.uetr),
    metadata: has(q.metadata),
    schemes: has(q.schemes),
    direction: has(q.direction),
    status: has(q.statusIds) || has(q.statusNames),
    type: has(q.typeIds) || has(q.typeNames),
    datetime: has(q.datetimeFrom) || has(q.datetimeTo),
    settlementDate: has(q.settlementDateFrom) || has(q.settlementDateTo),
    currency: has(q.currency),
    amount: has(q.amountFrom) || has(q.amountTo),
    unaccountedTaxAmount: has(q.unaccountedTaxAmountFrom) || has(q.unaccountedTaxAmountTo),
    compensationAmount: has(q.compensationAmountFrom) || has(q.compensationAmountTo),
    debtorAccount: has(q.debtorAccount),
    creditorAccount: has(q.creditorAccount),
    debtorBankCode: has(q.debtorBankCode),
    creditorBankCode: has(q.creditorBankCode),
    parentTransactionId: has(q.parentTransactionId),
  };
  return (Object.keys(active) as TFilterFamily[]).filter((f) => active[f]);
}

/**
 * One row against the search: the families it contradicts (the platform did not apply them), and whether
 * to show it. A family Countersign applies itself (`local`) needs a row that shows a match; any other only
 * needs a row that does not contradict it.
 */
export function checkRow(
  row: TCheckRow,
  q: TPaymentQuery,
  families: readonly TFilterFamily[],
  local: ReadonlySet<TFilterFamily>,
  c: TClassifiers,
): { contradicts: TFilterFamily[]; keep: boolean } {
  const contradicts: TFilterFamily[] = [];
  let keep = true;
  for (const family of families) {
    const v = verdict(family, row, q, c);
    if (v === "differs") contradicts.push(family);
    if (v === "differs" || (v === "unknown" && local.has(family))) keep = false;
  }
  return { contradicts, keep };
}
