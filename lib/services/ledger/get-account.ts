import "server-only";
import { ledger } from "@/lib/providers/ledger/client";
import type { TLedgerAccount } from "@/lib/providers/ledger/schemas";
import type { TLedgerAccountView } from "@/lib/schemas/ledger-accounts";
import { ledgerReadError } from "./read-error";

// GET /v1/accounts/{accountId} as the page shows it. The caller has checked the id (lib/schemas/
// ledger-accounts.ts) before this runs, so a 400 here means the ledger reads ids differently than we do.

export const ACCOUNT_NOT_FOUND = "No ledger account with this id.";

export function accountView(a: TLedgerAccount): TLedgerAccountView {
  return {
    accountId: a.accountId,
    iban: a.iban ?? null,
    partyId: a.partyId,
    status: a.status,
    createdAt: a.createdAt ?? null,
    statusUpdatedAt: a.statusUpdatedAt ?? null,
    balances: a.balances.map((b) => ({
      currency: b.currency,
      available: b.availableBalance,
      holding: b.holdingBalance,
    })),
    currentLedgerAccount: a.currentLedgerAccount,
    holdingLedgerAccount: a.holdingLedgerAccount,
  };
}

export async function getLedgerAccount(
  accountId: string,
  opts: { requestId?: string | null; read?: (id: string) => Promise<TLedgerAccount> } = {},
): Promise<TLedgerAccountView> {
  const read = opts.read ?? ((id) => ledger().getAccount(id, { requestId: opts.requestId ?? undefined }));
  try {
    return accountView(await read(accountId));
  } catch (err) {
    throw ledgerReadError(err, "account", ACCOUNT_NOT_FOUND);
  }
}
