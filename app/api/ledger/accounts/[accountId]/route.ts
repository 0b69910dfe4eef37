import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastPathSegment } from "@/lib/utils/path-segment";
import { UUID_MESSAGE, ZLedgerId } from "@/lib/schemas/ledger-accounts";
import { getLedgerAccount } from "@/lib/services/ledger/get-account";

export const dynamic = "force-dynamic";

// GET /api/ledger/accounts/{accountId} → the account (lib/schemas/ledger-accounts.ts TLedgerAccountView).
// The account page reads it to follow a close until CLOSED. 400 for an id that is not a UUID (checked
// before any platform call), 404 when the ledger has no such account.
export const GET = guardRoute("ledger.view", async (req, ctx) => {
  const raw = lastPathSegment(req.nextUrl.pathname);
  const id = ZLedgerId.safeParse(raw);
  if (!id.success) {
    return errorResponse({
      code: "invalid_input",
      message: `“${raw.slice(0, 40)}” is not a ledger account id. ${id.error.issues[0]?.message ?? UUID_MESSAGE}`,
      fieldErrors: { accountId: id.error.issues[0]?.message ?? UUID_MESSAGE },
      requestId: ctx.requestId,
    });
  }
  const account = await getLedgerAccount(id.data, { requestId: ctx.requestId });
  return Response.json(account, { headers: { "cache-control": "no-store" } });
});
