import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { ZLedgerTransactionId } from "@/lib/domain/ledger/transactions";
import { getLedgerTransaction } from "@/lib/services/ledger/get-ledger-transaction";

export const dynamic = "force-dynamic";

// GET /api/ledger/transactions/{id} → the transaction (lib/domain/ledger/transactions.ts
// TLedgerTransactionView). 400 for an id that is not a UUID (checked before any call), 404 when the ledger
// has none — or has not applied it yet.
export const GET = guardRoute(
  "ledger.view",
  z.object({ id: ZLedgerTransactionId }),
  async ({ id }, ctx) => {
    const transaction = await getLedgerTransaction(id, { requestId: ctx.requestId });
    return Response.json(transaction, { headers: { "cache-control": "no-store" } });
  },
  {
    segment: "id",
    message: (e, raw) => `“${String(raw.id).slice(0, 40)}” is not a transaction id. ${e.id}`,
  },
);
