import "server-only";
import { z } from "zod";

// The interface's "Ledger account", "Ledger transaction and posting", "Acceptance of a ledger request".
// Only what Countersign reads is strict; unknown fields pass (Versioning: additive changes). Amounts are
// integers in minor units; a read posting's currency is `<code>/<decimal places>` (e.g. "EUR/2"), parsed
// where it is shown, not here, so a surprising form is reported on the page rather than failing the read.

/** 8-4-4-4-12 hexadecimal digits, either case (the ledger answers lower case). */
export const LEDGER_UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const ZLedgerAccountStatus = z.enum(["OPENED", "CLOSED", "BLOCKED"]);
export type TLedgerAccountStatus = z.infer<typeof ZLedgerAccountStatus>;

export const ZLedgerBalance = z.looseObject({
  currency: z.string(),
  availableBalance: z.number().int(),
  holdingBalance: z.number().int(),
});

export const ZLedgerAccount = z.looseObject({
  accountId: z.string(),
  iban: z.string().nullish(),
  partyId: z.string(),
  status: ZLedgerAccountStatus,
  createdAt: z.string().nullish(),
  statusUpdatedAt: z.string().nullish(),
  balances: z.array(ZLedgerBalance),
  currentLedgerAccount: z.string(),
  holdingLedgerAccount: z.string(),
});
export type TLedgerAccount = z.infer<typeof ZLedgerAccount>;

export const ZLedgerPostingRead = z.looseObject({
  id: z.string(),
  source: z.string(),
  destination: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  type: z.string(),
  details: z.string().nullish(),
});

export const ZLedgerTransaction = z.looseObject({
  id: z.string(),
  referenceId: z.string(),
  referenceSource: z.string(),
  postings: z.array(ZLedgerPostingRead),
  createdAt: z.string().nullish(),
});
export type TLedgerTransaction = z.infer<typeof ZLedgerTransaction>;

/** A posting as written: the plain currency code, amount in minor units; all six fields are sent. */
export type TLedgerPostingWrite = {
  source: string;
  destination: string;
  amount: number;
  currency: string;
  type: string;
  details: string;
};

/** CLIENT, or the restriction-order system's value (the interface writes it RESTRICTION_SYSTEM). */
export type TLedgerReferenceSource = "CLIENT" | "RESTRICTION_SYSTEM";

export type TLedgerTransactionWrite = {
  referenceId: string;
  referenceSource: TLedgerReferenceSource;
  postings: TLedgerPostingWrite[];
};

export const ZLedgerAccepted = z.looseObject({ correlationId: z.string().min(1) });
export type TLedgerAccepted = z.infer<typeof ZLedgerAccepted>;
