import "server-only";
import { listConfirmationHistory } from "@/lib/db/pending-confirmations";
import { AppError } from "@/lib/errors/app-error";
import type { TDecisionHistoryPage, TDecisionHistoryQuery } from "@/lib/domain/instant/confirmations";
import { toConfirmationRow } from "./confirmation-row";

// GET /api/instant/decisions: every payment that was held for confirmation, newest first, with who decided
// (a rule, a user) or the platform's fallback, and the answer's latency. Keyset paging on the time our
// intake received the webhook (milliseconds, the column's precision) and the transaction id.

export async function getDecisionHistory(q: TDecisionHistoryQuery): Promise<TDecisionHistoryPage> {
  const before = q.before ? parseCursor(q.before) : undefined;
  const rows = await listConfirmationHistory({ source: q.source, before, take: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const now = new Date();
  return {
    rows: page.map((r) => toConfirmationRow(r, now)),
    next: rows.length > q.limit && last ? `${last.receivedAt.getTime()}:${last.trxId}` : null,
  };
}

function parseCursor(cursor: string): { receivedAt: Date; trxId: bigint } {
  const [millis, trx] = cursor.split(":");
  const receivedAt = new Date(Number(millis));
  // The schema checked the digits; a number of them beyond any date is still not a cursor of this list.
  if (Number.isNaN(receivedAt.getTime()) || trx!.length > 18)
    throw new AppError("invalid_input", "Not a cursor of this list.");
  return { receivedAt, trxId: BigInt(trx!) };
}
