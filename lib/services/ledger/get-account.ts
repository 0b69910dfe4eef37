import "server-only";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import { platform } from "../platform/registry";
import { ledgerReadError } from "./read-error";

// GET /v1/accounts/{accountId} as the page shows it. The caller has checked the id (lib/domain/
// ledger-accounts.ts) before this runs, so a 400 here means the ledger reads ids differently than we do.

export const ACCOUNT_NOT_FOUND = "No ledger account with this id.";

export async function getLedgerAccount(
  accountId: string,
  opts: { requestId?: string | null } = {},
): Promise<TLedgerAccountView> {
  try {
    return await platform().ledger.getAccount(accountId, { requestId: opts.requestId ?? undefined });
  } catch (err) {
    throw ledgerReadError(err, "account", ACCOUNT_NOT_FOUND);
  }
}
