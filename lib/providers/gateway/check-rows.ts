import "server-only";
import type { TV2Item, TV3Summary } from "./schemas";

// What a search row says about each filter, for verify-filters.ts. A value is `undefined` when the row does
// not say (a field the v3 summary may not carry: its shape is the sandbox's guess beyond `id` and `uetr`)
// and `null` when it says "none" (an optional field of the stated v2 item that is absent, or a v3 field
// present as null). Only what a row says can prove that the platform did not apply a filter.

type TMaybe<T> = T | null | undefined;

export type TCheckRow = {
  id: number;
  direction: string;
  currency: string;
  amount: number;
  /** The row's spellings of its status (v2: name and hard value; v3: its `status`). */
  status: string[];
  statusId: TMaybe<number>;
  type: TMaybe<string>;
  typeId: TMaybe<number>;
  method: TMaybe<string>;
  endToEndId: TMaybe<string>;
  uetr: TMaybe<string>;
  metadata: TMaybe<readonly string[]>;
  createdAt: TMaybe<string>;
  settlementDate: TMaybe<string>;
  parentId: TMaybe<number>;
  /** Every account number the row gives for the party (the account, or the other identification). */
  debtorAccounts: TMaybe<string[]>;
  creditorAccounts: TMaybe<string[]>;
  debtorBic: TMaybe<string>;
  creditorBic: TMaybe<string>;
  unaccountedTaxAmount: TMaybe<number>;
  compensationAmount: TMaybe<number>;
};

const accounts = (...values: (string | null | undefined)[]) => values.filter((v): v is string => !!v);

/** The v2 item's shape is stated: an optional field that is absent means the payment has no such value. */
export function checkRowOfV2(i: TV2Item): TCheckRow {
  return {
    id: i.transaction_id,
    direction: i.direction,
    currency: i.currency_isocode_alphabetic,
    amount: i.amount,
    status: [i.status, i.status_hardvalue],
    statusId: undefined, // the v2 item carries no status id
    type: i.type,
    typeId: i.type_id,
    method: i.method ?? null,
    endToEndId: i.end_to_end_id ?? null,
    uetr: i.uetr ?? null,
    metadata: i.metadata ?? null,
    createdAt: i.datetime ?? null,
    settlementDate: i.settlement_date ?? null,
    parentId: i.parent_trx_id ?? null,
    debtorAccounts: accounts(i.debtor_account, i.debtor_account_other?.id),
    creditorAccounts: accounts(i.creditor_account, i.creditor_account_other?.id),
    debtorBic: i.debtor_bank_bic ?? null,
    creditorBic: i.creditor_bank_bic ?? null,
    unaccountedTaxAmount: i.unaccounted_tax_amt ?? null,
    compensationAmount: i.compensation_amount ?? null,
  };
}

/** The v3 summary's fields are guessed: a key it does not carry says nothing. */
export function checkRowOfV3(s: TV3Summary): TCheckRow {
  const raw = s as Record<string, unknown>;
  const said = <T>(key: string, value: T | null | undefined): TMaybe<T> =>
    key in raw ? (value ?? null) : undefined;
  const account = (key: "debtorAccount" | "creditorAccount") => (key in raw ? accounts(s[key]) : undefined);
  const list = Array.isArray(raw.metadata) ? raw.metadata.filter((m) => typeof m === "string") : undefined;
  return {
    id: s.id,
    direction: s.direction,
    currency: s.currency,
    amount: s.amount,
    status: [s.status],
    statusId: said("statusId", s.statusId),
    type: s.type,
    typeId: said("typeId", s.typeId),
    method: said("method", s.method),
    endToEndId: said("endToEndId", s.endToEndId),
    // `uetr` is a stated v3 field: a summary without it says the payment has none.
    uetr: s.uetr ?? null,
    metadata: list ?? (raw.metadata === null ? null : undefined),
    createdAt: said("createdAt", s.createdAt),
    settlementDate: said("settlementDate", s.settlementDate),
    parentId: said("parentId", s.parentId),
    debtorAccounts: account("debtorAccount"),
    creditorAccounts: account("creditorAccount"),
    debtorBic: undefined,
    creditorBic: undefined,
    unaccountedTaxAmount: undefined,
    compensationAmount: undefined,
  };
}
