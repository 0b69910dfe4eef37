import { statusByName } from "../../state/catalog";
import type { TDirection, TPayment, TScheme } from "../../state/model";

// The search filters of docs/platform-interface.md#payment-search, one internal
// shape shared by the v2 search (snake_case) and GET /v3/payments (camelCase). All filters AND together;
// a repeatable filter matches any of its values.

export type TRange = { from?: number; to?: number };

export type TPaymentFilter = {
  transactionId?: number;
  debtorBankCode?: string;
  creditorBankCode?: string;
  datetimeFrom?: number;
  datetimeTo?: number;
  settlementDateFrom?: string;
  settlementDateTo?: string;
  endToEndId?: string;
  uetr?: string;
  metadata?: string;
  schemes?: TScheme[];
  direction?: TDirection;
  parentTransactionId?: number;
  typeIds?: number[];
  statusIds?: number[];
  currency?: string;
  amount?: TRange;
  unaccountedTaxAmount?: TRange;
  compensationAmount?: TRange;
  debtorAccount?: string;
  creditorAccount?: string;
};

const inRange = (value: number | undefined, range: TRange | undefined) =>
  !range ||
  (value !== undefined &&
    (range.from === undefined || value >= range.from) &&
    (range.to === undefined || value <= range.to));

const hasBounds = (r: TRange | undefined) => r !== undefined && (r.from !== undefined || r.to !== undefined);

/** A bank code is a BIC: 11 characters match exactly, 8 characters match every branch of the bank. */
const bankMatches = (bic: string | undefined, code: string | undefined) =>
  !code || (bic !== undefined && (code.length === 8 ? bic.slice(0, 8) === code : bic === code));

const accountMatches = (account: string | undefined, wanted: string | undefined) =>
  !wanted || (account !== undefined && account.replace(/\s+/g, "").toUpperCase() === wanted);

/** `at`: the payment's datetime in ms when the caller has it (the search index does), saving a parse. */
export function matches(p: TPayment, f: TPaymentFilter, at = Date.parse(p.datetime)): boolean {
  // Without `currency`, amount bounds count EUR minor units: only EUR payments can satisfy them.
  const amountCurrency = f.currency ?? "EUR";
  const anyAmountBound =
    hasBounds(f.amount) || hasBounds(f.unaccountedTaxAmount) || hasBounds(f.compensationAmount);
  return (
    (f.transactionId === undefined || p.transaction_id === f.transactionId) &&
    bankMatches(p.debtor_bank_bic, f.debtorBankCode) &&
    bankMatches(p.creditor_bank_bic, f.creditorBankCode) &&
    (f.datetimeFrom === undefined || at >= f.datetimeFrom) &&
    (f.datetimeTo === undefined || at <= f.datetimeTo) &&
    (f.settlementDateFrom === undefined ||
      (p.settlement_date !== undefined && p.settlement_date >= f.settlementDateFrom)) &&
    (f.settlementDateTo === undefined ||
      (p.settlement_date !== undefined && p.settlement_date <= f.settlementDateTo)) &&
    (f.endToEndId === undefined || p.end_to_end_id === f.endToEndId) &&
    (f.uetr === undefined || p.uetr?.toLowerCase() === f.uetr) &&
    (f.metadata === undefined || (p.metadata ?? []).includes(f.metadata)) &&
    (!f.schemes || f.schemes.includes(p.method)) &&
    (f.direction === undefined || p.direction === f.direction) &&
    (f.parentTransactionId === undefined || p.parent_trx_id === f.parentTransactionId) &&
    (!f.typeIds || f.typeIds.includes(p.type_id)) &&
    (!f.statusIds || f.statusIds.includes(statusByName(p.status).id)) &&
    (f.currency === undefined || p.currency_isocode_alphabetic === f.currency) &&
    (!anyAmountBound || p.currency_isocode_alphabetic === amountCurrency) &&
    inRange(p.amount, f.amount) &&
    inRange(p.unaccounted_tax_amt, f.unaccountedTaxAmount) &&
    inRange(p.compensation_amount, f.compensationAmount) &&
    accountMatches(p.debtor_account, f.debtorAccount) &&
    accountMatches(p.creditor_account, f.creditorAccount)
  );
}
