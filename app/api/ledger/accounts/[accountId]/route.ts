import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { ZLedgerId } from "@/lib/domain/ledger/accounts";
import { getLedgerAccount } from "@/lib/services/ledger/get-account";

export const dynamic = "force-dynamic";

// GET /api/ledger/accounts/{accountId} → the account (lib/domain/ledger/accounts.ts TLedgerAccountView).
// The account page reads it to follow a close until CLOSED. 400 for an id that is not a UUID (checked
// before any platform call), 404 when the ledger has no such account.
export const GET = guardRoute(
  "ledger.view",
  z.object({ accountId: ZLedgerId }),
  async ({ accountId }, ctx) => {
    const account = await getLedgerAccount(accountId, { requestId: ctx.requestId });
    return Response.json(account, { headers: { "cache-control": "no-store" } });
  },
  {
    segment: "accountId",
    message: (e, raw) => `“${String(raw.accountId).slice(0, 40)}” is not a ledger account id. ${e.accountId}`,
  },
);
