import "server-only";
import { db } from "./client";

// Ledger accounts and transactions a user opened, so the Ledger page can offer them again. Per user, a
// short list per kind: opening one moves it to the top, and the oldest beyond the limit are forgotten.

export type TRecentLedgerKind = "account" | "transaction";

export const RECENT_LEDGER_LIMIT = 10;

export async function rememberLedgerItem(input: {
  userId: string;
  kind: TRecentLedgerKind;
  ref: string;
  label: string | null;
}): Promise<void> {
  const { userId, kind, ref, label } = input;
  await db.$transaction([
    db.recentLedgerItem.upsert({
      where: { userId_kind_ref: { userId, kind, ref } },
      create: { userId, kind, ref, label },
      update: { label, seenAt: new Date() },
    }),
    db.$executeRaw`
      DELETE FROM recent_ledger_items
       WHERE user_id = ${userId}::uuid AND kind = ${kind}
         AND ref NOT IN (SELECT ref FROM recent_ledger_items
                          WHERE user_id = ${userId}::uuid AND kind = ${kind}
                          ORDER BY seen_at DESC LIMIT ${RECENT_LEDGER_LIMIT})`,
  ]);
}

export function recentLedgerItems(userId: string, kind: TRecentLedgerKind) {
  return db.recentLedgerItem.findMany({
    where: { userId, kind },
    orderBy: { seenAt: "desc" },
    take: RECENT_LEDGER_LIMIT,
    select: { ref: true, label: true, seenAt: true },
  });
}
