import "server-only";
import {
  countUnreadNotifications,
  listRecentNotificationRows,
  markNotificationRead,
  markNotificationsReadUpTo,
} from "@/lib/db/notifications";
import { AppError } from "@/lib/errors/app-error";
import type { TNotificationView } from "@/lib/domain/notifications/kinds";
import { isNotificationKind } from "@/lib/domain/notifications/subscriptions";
import type { TActor } from "../actor";

// The bell (docs/notifications.md#settings-page-and-bell): the signed-in user's recent in-app notifications,
// their unread count, and marking them read. The user is always the actor's, never one named by the browser.

export type TBell = { items: TNotificationView[]; unread: number };

export async function readBell(userId: string): Promise<TBell> {
  const [rows, unread] = await Promise.all([
    listRecentNotificationRows(userId),
    countUnreadNotifications(userId),
  ]);
  const items = rows.flatMap((r): TNotificationView[] =>
    // A kind retired from the catalogue since it was written is left out rather than shown unlabelled.
    isNotificationKind(r.kind)
      ? [
          {
            id: String(r.id),
            kind: r.kind,
            title: r.title,
            body: r.body,
            link: r.link,
            createdAt: r.createdAt.toISOString(),
            readAt: r.readAt?.toISOString() ?? null,
          },
        ]
      : [],
  );
  return { items, unread };
}

const audit = (actor: TActor, target: string, detail: Record<string, string>) => ({
  action: "notifications.read",
  outcome: "success" as const,
  actor: actor.user,
  target,
  requestId: actor.requestId,
  ip: actor.ip,
  detail,
});

/** Marks one of the actor's notifications read; not_found for an id that is not theirs (or not at all). */
export async function markRead(input: { id: string }, actor: TActor): Promise<{ id: string }> {
  const ok = await markNotificationRead(
    actor.user.id,
    BigInt(input.id),
    audit(actor, `notification:${input.id}`, { id: input.id }),
  );
  if (!ok) throw new AppError("not_found", "There is no such notification of yours.");
  return { id: input.id };
}

/** "Mark all read": the actor's unread notifications up to the newest the bell showed them. */
export async function markAllRead(input: { upTo: string }, actor: TActor): Promise<{ marked: number }> {
  const marked = await markNotificationsReadUpTo(
    actor.user.id,
    BigInt(input.upTo),
    audit(actor, `user:${actor.user.id}`, { upTo: input.upTo }),
  );
  return { marked };
}
