import { z } from "zod";

// Client-safe: the ledger account as the browser sees it, the id rule the forms and the server share, and
// the outcomes of a close. Ids are UUIDs (docs/platform-interface.md#ledger-accounts: 8-4-4-4-12 hexadecimal
// digits); the ledger takes either case and answers lower case, so Countersign keeps them lower case (one
// recent-list entry per account, one intent per account, URLs that compare equal).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const UUID_MESSAGE =
  "Enter a UUID: 8-4-4-4-12 hexadecimal digits, e.g. 3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b.";

/** A ledger id (account or transaction) as typed or pasted: spaces around it ignored, any case. */
export const ZLedgerId = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter an id.")
  .max(64, UUID_MESSAGE)
  .regex(UUID, UUID_MESSAGE);

export const ZAccountIdInput = z.object({ accountId: ZLedgerId });

/** The intent key is made by the browser when the dialog opens and is the ledger's Idempotency-Key. */
export const ZCloseAccountInput = z.object({
  accountId: ZLedgerId,
  intentKey: z.uuid("The close request has no valid intent key; reopen the dialog."),
});
export type TCloseAccountInput = z.input<typeof ZCloseAccountInput>;

export const LEDGER_ACCOUNT_STATUSES = ["OPENED", "BLOCKED", "CLOSED"] as const;
export type TLedgerAccountStatusName = (typeof LEDGER_ACCOUNT_STATUSES)[number];

/** The ledger allows a close from OPENED and from BLOCKED (docs/platform.md, Ledger). */
export const canBeClosed = (status: string) => status === "OPENED" || status === "BLOCKED";

export type TLedgerBalanceView = {
  /** ISO code as the ledger lists it (plain `EUR` on accounts). */
  currency: string;
  /** Minor units. */
  available: number;
  holding: number;
};

export type TLedgerAccountView = {
  accountId: string;
  iban: string | null;
  partyId: string;
  status: TLedgerAccountStatusName;
  createdAt: string | null;
  statusUpdatedAt: string | null;
  /** In the order the ledger opened them; any number of lines. */
  balances: TLedgerBalanceView[];
  currentLedgerAccount: string;
  holdingLedgerAccount: string;
};

/** What a close attempt came to, in the words the dialog shows. */
export type TCloseAccountOutcome =
  /** 202: queued; `replay` when the same intent had been accepted before (no second request was sent). */
  | { state: "accepted"; correlationId: string; replay: boolean }
  /** 400 "account is already CLOSED": nothing to do; the page re-reads the account. */
  | { state: "already_closed"; message: string }
  | { state: "not_found"; message: string }
  /** Any other refusal (4xx): nothing was queued. */
  | { state: "refused"; message: string; providerStatus: number | null; providerCode: string | null }
  /** No answer: may or may not be queued; sending again with the same intent key is safe. */
  | { state: "unknown"; message: string }
  /** The intent key was used for another request: a new dialog is needed. */
  | { state: "other_request"; message: string };

export type TRecentLedgerItemView = { ref: string; label: string | null; seenAt: string };
