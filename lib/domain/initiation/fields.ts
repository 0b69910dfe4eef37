// Payment initiation (issue 16, docs/initiation.md): the fields of one new payment, as the form, a CSV
// column header and a pain.001 element map to them. A raw value is text as a person or a file gave it;
// the new-payment schema (./new-payment.ts) turns it into a checked payment or a message per field.

export const NEW_PAYMENT_FIELDS = [
  /** SEPA (credit transfer) or INST (SEPA Instant). */
  "scheme",
  /** The debtor: an ordering account an admin configured (its id), or an IBAN with an optional BIC and name. */
  "debtorAccountId",
  "debtorIban",
  "debtorBic",
  "debtorName",
  "creditorName",
  "creditorIban",
  "creditorBic",
  /** Major units with "." before the decimals, no grouping ("1234.56"); EUR only. */
  "amount",
  "currency",
  /** Typed (≤ 35 SEPA characters) or left empty to have one generated. */
  "endToEndId",
  /** One of the two: unstructured text (≤ 140) or an ISO 11649 creditor reference ("RF18 5390 0754 7034"). */
  "remittanceInformation",
  "creditorReference",
  /** YYYY-MM-DD, SEPA credit transfers only (Instant executes at once). */
  "requestedExecutionDate",
  /** ISO 20022 ExternalPurpose1Code, 4 capital letters. */
  "purpose",
] as const;

export type TNewPaymentField = (typeof NEW_PAYMENT_FIELDS)[number];

/** One payment as given, before any check: each field's text, absent when not given. */
export type TRawNewPayment = Partial<Record<TNewPaymentField, string>>;

export const SCHEMES = ["SEPA", "INST"] as const;
export type TInitiationScheme = (typeof SCHEMES)[number];
