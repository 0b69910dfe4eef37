import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastPathSegment } from "@/lib/utils/path-segment";
import { ZLedgerTransactionId } from "@/lib/schemas/ledger-transactions";
import { getLedgerTransaction } from "@/lib/services/ledger/get-ledger-transaction";

export const dynamic = "force-dynamic";

// GET /api/ledger/transactions/{id} → the transaction (lib/schemas/ledger-transactions.ts
// TLedgerTransactionView). 400 for an id that is not a UUID (checked before any call), 404 when the ledger
// has none — or has not applied it yet.
export const GET = guardRoute("ledger.view", async (req, ctx) => {
  const raw = lastPathSegment(req.nextUrl.pathname);
  const id = ZLedgerTransactionId.safeParse(raw);
  if (!id.success) {
    return errorResponse({
      code: "invalid_input",
      message: `“${raw.slice(0, 40)}” is not a transaction id. ${id.error.issues[0]?.message ?? ""}`.trim(),
      fieldErrors: { id: id.error.issues[0]?.message ?? "A transaction id is a UUID." },
      requestId: ctx.requestId,
    });
  }
  const transaction = await getLedgerTransaction(id.data, { requestId: ctx.requestId });
  return Response.json(transaction, { headers: { "cache-control": "no-store" } });
});
