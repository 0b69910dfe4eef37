import "server-only";
import { PERMISSIONS } from "@/lib/auth/client-safe/permissions";
import { NOTIFICATION_KINDS, type TNotificationKind } from "@/lib/domain/notifications/kinds";
import { Prisma } from "./generated/client";
import { publishChangeSql } from "./publish-change";

// The one way a change tells people (docs/notifications.md#fan-out). Called inside the transaction of the
// change itself: the notification rows, their outbox rows and the bell's live event commit with it or not
// at all. One statement whatever the number of recipients.

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

/** Fans one event out to its recipients; returns how many were told (0 when all were told before). */
export async function notify(tx: TSql, n: TNotify): Promise<number> {
  const spec = NOTIFICATION_KINDS[n.kind];
  const eligible = [...PERMISSIONS[spec.permission]];
  const defaults = [...spec.defaultRoles];
  const only = n.userIds ? [...n.userIds] : null;
  const rows = await tx.$queryRaw<{ told: number }[]>`
    WITH r AS (
      SELECT u.id AS user_id,
             COALESCE(si.mode, CASE WHEN u.roles && ${defaults}::"Role"[] THEN 'immediate' ELSE 'off' END) AS in_app,
             COALESCE(se.mode, CASE WHEN u.roles && ${defaults}::"Role"[] THEN 'immediate' ELSE 'off' END) AS email,
             CASE WHEN ns.webhook_url IS NULL THEN 'off' ELSE COALESCE(sw.mode, 'off') END AS webhook
        FROM users u
        LEFT JOIN notification_subscriptions si ON si.user_id = u.id AND si.kind = ${n.kind} AND si.channel = 'in_app'
        LEFT JOIN notification_subscriptions se ON se.user_id = u.id AND se.kind = ${n.kind} AND se.channel = 'email'
        LEFT JOIN notification_subscriptions sw ON sw.user_id = u.id AND sw.kind = ${n.kind} AND sw.channel = 'webhook'
        LEFT JOIN notification_settings ns ON ns.user_id = u.id
       WHERE NOT u.disabled AND u.roles && ${eligible}::"Role"[]
         AND (${only}::uuid[] IS NULL OR u.id = ANY(${only}::uuid[]))
    ),
    ins AS (
      INSERT INTO notifications (user_id, kind, subject, title, body, link, in_app)
      SELECT r.user_id, ${n.kind}, ${n.subject}, ${n.title}, ${n.body}, ${n.link ?? null}, r.in_app <> 'off'
        FROM r WHERE r.in_app <> 'off' OR r.email <> 'off' OR r.webhook <> 'off'
      ON CONFLICT (user_id, kind, subject) DO NOTHING
      RETURNING id, user_id, in_app
    ),
    outbox AS (
      INSERT INTO notification_outbox (notification_id, channel, mode)
      SELECT ins.id, c.channel, c.mode
        FROM ins JOIN r USING (user_id)
       CROSS JOIN LATERAL (VALUES ('email', r.email), ('webhook', r.webhook)) AS c(channel, mode)
       WHERE c.mode <> 'off'
      RETURNING id
    ),
    ${publishChangeSql("notifications", Prisma.sql`SELECT user_id::text FROM ins WHERE in_app`)}
    SELECT (SELECT count(*) FROM ins)::int AS told, (SELECT count(*) FROM outbox)::int AS queued,
           (SELECT count(*) FROM n)::int AS announced`;
  return rows[0]?.told ?? 0;
}
