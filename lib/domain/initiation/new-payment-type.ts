// A new payment once every field is checked (./new-payment.ts makes it from the raw fields). Client-safe.

import type { TInitiationScheme } from "./fields";

export type TNewPaymentDebtor =
  { kind: "configured"; accountId: string } | { kind: "typed"; iban: string; bic?: string; name?: string };

export type TRemittance = { kind: "unstructured"; text: string } | { kind: "structured"; reference: string };

export type TNewPayment = {
  scheme: TInitiationScheme;
  debtor: TNewPaymentDebtor;
  creditor: { name: string; iban: string; bic?: string };
  /** EUR cents. */
  amountMinor: number;
  currency: "EUR";
  /** null: none typed; one is generated before sending (generateEndToEndId, ./sepa-text.ts). */
  endToEndId: string | null;
  remittance: TRemittance | null;
  /** SEPA credit transfers only; null: as soon as possible. */
  requestedExecutionDate: string | null;
  purpose: string | null;
};
