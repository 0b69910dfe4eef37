"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZCloseAccountInput } from "@/lib/domain/ledger/accounts";
import { closeLedgerAccount } from "@/lib/services/ledger/close-account";

/**
 * Closes a ledger account for one intent (the dialog's key). The outcome is data, refusals included; the
 * page then follows the account through GET /api/ledger/accounts/{id} until it reads CLOSED, so nothing
 * is revalidated here.
 */
export const closeLedgerAccountAction = guardAction(
  "closeLedgerAccount",
  "ledger.close_account",
  ZCloseAccountInput,
  async ({ accountId, intentKey }, ctx) => closeLedgerAccount({ accountId, intentKey }, ctx),
  { stepUp: true },
);
