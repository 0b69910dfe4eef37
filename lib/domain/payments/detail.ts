import { z } from "zod";
import type { TPayment } from "./payments";

// Client-safe: what GET /api/payments/{id} answers, for the payment detail page and the Approvals drawer.
// The transaction is the platform's full v2 record as sent (snake_case,
// docs/platform-interface.md#payment-fields), so every field it has can be shown; `extra` names the ones
// Countersign does not know.

type TText = string | null | undefined;
type TAmount = number | null | undefined;
export type TParty = { account?: TText; bic?: TText; name?: TText } & Record<string, unknown>;
export type TAccountOther = { id?: TText; issuer?: TText; scheme_name_code?: TText } & Record<
  string,
  unknown
>;

export type TTransactionRecord = {
  transaction_id: number;
  amount: number;
  currency_isocode_alphabetic: string;
  direction: "OUTBOUND" | "INBOUND";
  sepa_msg_id: string;
  status: string;
  status_hardvalue: string;
  type: string;
  type_id: number;
  metadata?: string[] | null;
  adjustment_display_parties?: { creditor?: TParty | null; debtor?: TParty | null } | null;
  compensation_amount?: TAmount;
  creditor_account?: TText;
  debtor_account?: TText;
  creditor_account_other?: TAccountOther | null;
  debtor_account_other?: TAccountOther | null;
  creditor_bank_bic?: TText;
  debtor_bank_bic?: TText;
  creditor_code?: TText;
  debtor_code?: TText;
  creditor_name?: TText;
  debtor_name?: TText;
  datetime?: TText;
  updated_at?: TText;
  end_to_end_id?: TText;
  method?: TText;
  origin_bic?: TText;
  origin_name?: TText;
  origin_reason_code?: TText;
  origin_reason_info?: TText;
  parent_trx_amt?: TAmount;
  parent_trx_id?: TAmount;
  rtrn_chrgs_amt?: TAmount;
  sepa_trx_id?: TText;
  settlement_date?: TText;
  trx_purpose?: TText;
  trx_purpose_information?: TText;
  trx_purpose_structured_issuer?: TText;
  trx_purpose_structured_ref?: TText;
  uetr?: TText;
  unaccounted_tax_amt?: TAmount;
};

/** Every field of the v2 record the interface names: all of them have a place on the detail. */
export const KNOWN_TRANSACTION_FIELDS = [
  "transaction_id",
  "amount",
  "currency_isocode_alphabetic",
  "direction",
  "sepa_msg_id",
  "status",
  "status_hardvalue",
  "type",
  "type_id",
  "metadata",
  "adjustment_display_parties",
  "compensation_amount",
  "creditor_account",
  "debtor_account",
  "creditor_account_other",
  "debtor_account_other",
  "creditor_bank_bic",
  "debtor_bank_bic",
  "creditor_code",
  "debtor_code",
  "creditor_name",
  "debtor_name",
  "datetime",
  "updated_at",
  "end_to_end_id",
  "method",
  "origin_bic",
  "origin_name",
  "origin_reason_code",
  "origin_reason_info",
  "parent_trx_amt",
  "parent_trx_id",
  "rtrn_chrgs_amt",
  "sepa_trx_id",
  "settlement_date",
  "trx_purpose",
  "trx_purpose_information",
  "trx_purpose_structured_issuer",
  "trx_purpose_structured_ref",
  "uetr",
  "unaccounted_tax_amt",
] as const satisfies readonly (keyof TTransactionRecord)[];

/** A field the platform sent that Countersign does not know (the interface may add optional fields). */
export type TExtraField = { key: string; value: unknown };

/** A part of the detail that is read on its own and may fail on its own without hiding the rest. */
export type TSection<T> =
  { ok: true; data: T } | { ok: false; error: { message: string; code?: string; requestId?: string | null } };

export type TTimelineEntry = { status: string; at: string; deliveryId: string };
export type TRelatedCancellation = {
  id: string;
  direction: string;
  reason: string;
  status: string;
  /** When the request reached its current status (the notifying delivery's time). */
  statusAt: string;
  firstSeenAt: string;
};

export type TPaymentDetail = {
  payment: TPayment;
  transaction: TTransactionRecord;
  extra: TExtraField[];
  timeline: TSection<TTimelineEntry[]>;
  /** Null when the reader's roles do not include cancellation requests ("cancellations.view"). */
  cancellations: TSection<TRelatedCancellation[]> | null;
  /** Returns and other payments whose parent is this one; `more` when there are over one page of them. */
  children: TSection<{ rows: TPayment[]; more: boolean }>;
  /** Null when the payment has no parent; `data` null when the platform no longer has it. */
  parent: TSection<TPayment | null> | null;
};

/** A payment id in a path: the platform's positive integer. */
export const ZPaymentId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "A payment id is a whole number, such as 1042.")
  .transform(Number)
  .refine((n) => n > 0, "A payment id is a positive whole number.");
