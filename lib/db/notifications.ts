import "server-only";
import { recordAudit, type TAuditInput } from "./audit";
import { db } from "./client";

// The bell's rows. Every query here is bound to the owner's id from the session: an id from the browser
// alone never reaches another user's notification (docs/notifications.md#settings-page-and-bell).

const RECENT = 20;

export function listRecentNotificationRows(userId: string, limit = RECENT) {
  return db.notification.findMany({
    where: { userId, inApp: true },
    orderBy: { id: "desc" },
    take: limit,
    select: { id: true, kind: true, title: true, body: true, link: true, createdAt: true, readAt: true },
  });
}

/** Served by the partial index notifications_unread_idx. */
export function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, inApp: true, readAt: null } });
}

/**
 * Marks one of the user's notifications read (kept as first read when it already was), with its audit row
 * in the same transaction. False when the user has no such notification: someone else's is not theirs.
 */
export function markNotificationRead(userId: string, id: bigint, audit: TAuditInput): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: bigint }[]>`
      UPDATE notifications SET read_at = COALESCE(read_at, now())
       WHERE id = ${id} AND user_id = ${userId}::uuid AND in_app
      RETURNING id`;
    if (rows.length === 0) return false;
    await recordAudit(audit, tx);
    return true;
  });
}

/** Marks the user's unread notifications up to `upTo` read; returns how many. */
export function markNotificationsReadUpTo(userId: string, upTo: bigint, audit: TAuditInput): Promise<number> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { userId, inApp: true, readAt: null, id: { lte: upTo } },
      data: { readAt: new Date() },
    });
    await recordAudit({ ...audit, detail: { ...(audit.detail as object), marked: count } }, tx);
    return count;
  });
}
