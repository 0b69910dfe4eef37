import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { ZFollowQuery } from "@/lib/schemas/ledger-transactions";
import { readTransactionBalances } from "@/lib/services/ledger/transaction-balances";

export const dynamic = "force-dynamic";

// GET /api/ledger/transactions/balances?account=<uuid>&account=… → { accounts: [...] }: the balances the
// editor polls after a 202 to see a posted transaction applied (lib/schemas/ledger-transaction-follow.ts).
export const GET = guardRoute("ledger.view", async (req, ctx) => {
  const parsed = ZFollowQuery.safeParse({ account: req.nextUrl.searchParams.getAll("account") });
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: parsed.error.issues[0]?.message ?? "Give the accounts to read as account=<uuid>.",
      fieldErrors: {
        account: parsed.error.issues[0]?.message ?? "Give the accounts to read as account=<uuid>.",
      },
      requestId: ctx.requestId,
    });
  }
  const accounts = await readTransactionBalances(parsed.data.account, { requestId: ctx.requestId });
  return Response.json({ accounts }, { headers: { "cache-control": "no-store" } });
});
