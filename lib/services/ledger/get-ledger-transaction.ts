import "server-only";
import { rememberLedgerItem } from "@/lib/db/recent-ledger-items";
import type { TLedgerTransactionView } from "@/lib/domain/ledger/transactions";
import { platform } from "../platform/registry";
import { ledgerReadError } from "./read-error";

// GET /v1/transactions/{id} as the page shows it. The caller has checked the id is a UUID. A 404 means
// unknown, still queued, or FAILED (docs/platform.md, Ledger): the ledger keeps no failed transaction
// readable and makes a queued one readable only once applied, so the sentence says both.

export const TRANSACTION_NOT_FOUND =
  "No ledger transaction with this id — or not applied yet: a posted transaction becomes readable once " +
  "the ledger applies it (one it refuses after queuing never does).";

export async function getLedgerTransaction(
  id: string,
  opts: { requestId?: string | null } = {},
): Promise<TLedgerTransactionView> {
  try {
    return await platform().ledger.getTransaction(id, { requestId: opts.requestId ?? undefined });
  } catch (err) {
    throw ledgerReadError(err, "transaction", TRANSACTION_NOT_FOUND);
  }
}

/** A transaction page was opened and read: it goes to the top of the user's list, labelled by its reference. */
export function rememberLedgerTransaction(userId: string, t: TLedgerTransactionView) {
  return rememberLedgerItem({ userId, kind: "transaction", ref: t.id, label: t.referenceId.slice(0, 255) });
}
