"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZTransactionForm } from "@/lib/domain/ledger/transactions";
import { postLedgerTransaction } from "@/lib/services/ledger/post-ledger-transaction";

/**
 * Posts a ledger transaction. Only finance_ops hold ledger.post; a refusal is audited (permission.denied)
 * by the guard. The editor's values are parsed again here with the editor's own schema
 * (lib/domain/ledger/transactions.ts), so nothing the browser skipped reaches the ledger.
 */
export const postLedgerTransactionAction = guardAction(
  "postLedgerTransaction",
  "ledger.post",
  ZTransactionForm,
  async (command, ctx) => postLedgerTransaction(command, ctx),
  { stepUp: true },
);
