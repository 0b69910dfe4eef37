import type { TPaymentNotice } from "./notices";

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
  /** What the page should tell the reader about how it was read (payment-notices.ts); none when absent. */
  notices?: TPaymentNotice[];
  /** Set when Countersign filtered the platform's pages itself: how much of the platform's list it read. */
  scan?: { pages: number; rows: number };
};

/**
 * A status or type for the filter pickers. `id` is the platform's, from its list operation; null when that
 * list is not available and the name is one the interface lists (the filter is then applied by name).
 */
export type TCatalogEntry = { id: number | null; name: string };
export type TPaymentCatalog = { statuses: TCatalogEntry[]; types: TCatalogEntry[] };

/** Classifier names compared tolerantly: "To sign", "TO_SIGN" and "to-sign" are one status. */
export const classifierKey = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, "_");

/** A picker's value in the URL: the platform's id when known, otherwise the name's key ("TO_SIGN"). */
export const catalogValue = (entry: TCatalogEntry) =>
  entry.id === null ? classifierKey(entry.name) : String(entry.id);

/** The platform's approval result (docs/platform-interface.md#approval). */
export type TApprovalResult = {
  signatureId: number;
  signatureWeight: number;
  signedAt: string;
  signer: string;
  transactionId: number;
};
