import type { TInitiationScheme } from "./fields";

// One payment as Countersign asks the platform to create it: the checked new payment with its debtor
// resolved (a configured ordering account becomes its IBAN, BIC and name) and its end-to-end id fixed. The
// gateway provider shapes it for POST /v3/payments/sepa or POST /gateway/createSepaPmt (docs/platform.md,
// "Assumptions: payments": the interface states only amount, currency, creditorIban and debtorIban).

export type TPaymentSubmission = {
  scheme: TInitiationScheme;
  debtor: { iban: string; bic: string | null; name: string | null };
  creditor: { iban: string; bic: string | null; name: string };
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: "EUR";
  endToEndId: string;
  remittance: { kind: "unstructured"; text: string } | { kind: "structured"; reference: string } | null;
  /** YYYY-MM-DD; SEPA credit transfers only. */
  requestedExecutionDate: string | null;
  purpose: string | null;
  /** Tags the platform keeps with the payment: Countersign's draft reference, to find it again. */
  metadata: string[];
};

/** What the platform answered a creation: its payment id and status, when the answer said them. */
export type TCreatedPayment = { id: number; status: string | null };

/** Which operation creates payments (setting PAYMENT_CREATE_API). */
export const CREATE_APIS = ["v3", "createSepaPmt"] as const;
export type TCreateApi = (typeof CREATE_APIS)[number];
