import "server-only";
import { recordAudit, type TAuditInput } from "./audit";
import { db } from "./client";

// Column choices, always read and written through the owner's id: no query here reaches another user's rows.

export function listColumnPrefRows(userId: string) {
  return db.userColumnPref.findMany({ where: { userId }, select: { tableId: true, hidden: true } });
}

/**
 * Replaces the user's hidden columns of one table, with its audit row in the same transaction. Last write
 * wins: each save carries the whole choice.
 */
export function saveColumnPrefRow(
  row: { userId: string; tableId: string; hidden: string[] },
  audit: TAuditInput,
): Promise<void> {
  const { userId, tableId, hidden } = row;
  return db.$transaction(async (tx) => {
    await tx.userColumnPref.upsert({
      where: { userId_tableId: { userId, tableId } },
      create: { userId, tableId, hidden },
      update: { hidden },
    });
    await recordAudit(audit, tx);
  });
}
