import "server-only";
import { PERMISSIONS } from "@/lib/auth/client-safe/permissions";
import { NOTIFICATION_KINDS, type TNotificationKind } from "@/lib/domain/notifications/kinds";
import { CHANGE_CHANNEL, type TLiveTopic } from "@/lib/live-topics";
import { Prisma } from "./generated/client";

// The one way a change tells people (docs/notifications.md#fan-out). Called inside the transaction of the
// change itself: the notification rows, their outbox rows and the bell's live event commit with it or not
// at all. One statement whatever the number of recipients: the SQL function notify_fanout (migration
// 20261202100000_notify_fanout_function), whose plan PostgreSQL keeps per connection; the rules that live
// here (the kind's permission and role defaults, the live topic) are passed to it.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw">;

export type TNotify = {
  kind: TNotificationKind;
  /** What it is about, stable across sightings: (user, kind, subject) is told once. */
  subject: string;
  title: string;
  body: string;
  /** A path inside Countersign (`/payments/42`), never a full URL. */
  link?: string | null;
  /** Only these users (a draft's maker); otherwise everyone subscribed who holds the kind's permission. */
  userIds?: readonly string[];
};

/** The bell's live topic (lib/live-topics.ts): one event per call, naming its in-app recipients (lib/live/bell-change.ts). */
const TOPIC: TLiveTopic = "notifications";

/** Fans one event out to its recipients; returns how many were told (0 when all were told before). */
export async function notify(tx: TSql, n: TNotify): Promise<number> {
  const spec = NOTIFICATION_KINDS[n.kind];
  const eligible = [...PERMISSIONS[spec.permission]];
  const defaults = [...spec.defaultRoles];
  const only = n.userIds ? [...n.userIds] : null;
  const rows = await tx.$queryRaw<{ told: number }[]>`
    SELECT notify_fanout(${n.kind}, ${n.subject}, ${n.title}, ${n.body}, ${n.link ?? null}::text,
                         ${eligible}::"Role"[], ${defaults}::"Role"[], ${only}::uuid[], ${TOPIC}, ${CHANGE_CHANNEL}) AS told`;
  return rows[0]?.told ?? 0;
}
