// Client-safe: a payment as Countersign's pages see it, whichever gateway version it was read from. Made by
// lib/providers/gateway (mapping.ts), carried by the payments routes and actions, read by components.
// Amounts are minor units of `currency` (the platform's JSON integers, always safe integers); times are
// ISO 8601 as the platform sent them; absent values are null.

export const SCHEMES = ["SEPA", "INST", "SDD", "SWIFT", "T2"] as const;
export const DIRECTIONS = ["OUTBOUND", "INBOUND"] as const;
export type TScheme = (typeof SCHEMES)[number];
export type TDirection = (typeof DIRECTIONS)[number];

export type TPayment = {
  id: number;
  uetr: string | null;
  endToEndId: string | null;
  direction: TDirection;
  /** SEPA, INST, SDD, SWIFT or T2; null when the platform did not say. */
  method: string | null;
  type: string;
  typeId: number | null;
  /** The platform's hard value, e.g. TO_SIGN. */
  status: string;
  /** The status's display name, e.g. "To sign" (v2 sends it; for v3 it comes from the status list). */
  statusName: string | null;
  statusId: number | null;
  amount: number;
  currency: string;
  debtorName: string | null;
  debtorAccount: string | null;
  debtorBic: string | null;
  creditorName: string | null;
  creditorAccount: string | null;
  creditorBic: string | null;
  settlementDate: string | null;
  parentId: number | null;
  createdAt: string | null;
  updatedAt: string | null;
};

/** One page of a cursor-paged list; `next`/`prev` are the platform's opaque tokens, null at either end. */
export type TPaymentPage = {
  rows: TPayment[];
  next: string | null;
  prev: string | null;
  /** Which gateway version answered (v3, or the deprecated v2 search as a fallback). */
  api: "v3" | "v2";
};

/** A status or type of the platform's lists, for the filter pickers. */
export type TCatalogEntry = { id: number; name: string };

/** The platform's approval result (provider-api.md, "Approval result"). */
export type TApprovalResult = {
  signatureId: number;
  signatureWeight: number;
  signedAt: string;
  signer: string;
  transactionId: number;
};
