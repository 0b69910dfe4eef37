import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import type { TQuery } from "@/lib/auth/route-input";
import { ZFollowQuery } from "@/lib/domain/ledger/transactions";
import { readTransactionBalances } from "@/lib/services/ledger/transaction-balances";

export const dynamic = "force-dynamic";

const HOW = "Give the accounts to read as account=<uuid>.";
// Every `account` counts (a repeated key); none is the empty list, which the schema refuses.
const ZAccounts = z.preprocess((q: TQuery) => ({ account: [q.account ?? []].flat() }), ZFollowQuery);

// GET /api/ledger/transactions/balances?account=<uuid>&account=… → { accounts: [...] }: the balances the
// editor polls after a 202 to see a posted transaction applied (lib/domain/ledger/transaction-follow.ts).
// One message for the list, under `account`, whichever of its values is wrong.
export const GET = guardRoute(
  "ledger.view",
  ZAccounts,
  async ({ account }, ctx) => {
    const accounts = await readTransactionBalances(account, { requestId: ctx.requestId });
    return Response.json({ accounts }, { headers: { "cache-control": "no-store" } });
  },
  { fieldErrors: (e) => ({ account: e.issues[0]?.message ?? HOW }), message: (e) => e.account ?? HOW },
);
