import "server-only";
import { db } from "./client";

// The System page's view of notification_outbox (docs/notifications.md): read only, the worker owns it.
// Counts are deliveries, one per recipient (an e-mail row names up to 50); every recipient of a message
// shares its kind, so a failure's kind is its first notification's.

export type TOutboxCount = { channel: string; state: string; count: number; oldestAt: Date | null };
export type TOutboxFailure = {
  id: string;
  channel: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  at: Date;
};

export async function readOutboxStatus(): Promise<{ counts: TOutboxCount[]; failures: TOutboxFailure[] }> {
  const [counts, failures] = await Promise.all([
    db.$queryRaw<TOutboxCount[]>`
      SELECT channel, state, sum(cardinality(notification_ids))::float8 AS count, min(created_at) AS "oldestAt"
        FROM notification_outbox WHERE state IN ('pending', 'sending', 'failed')
       GROUP BY channel, state ORDER BY channel, state`,
    db.$queryRaw<TOutboxFailure[]>`
      SELECT o.id::text AS id, o.channel, n.kind, o.attempts, o.last_error AS "lastError",
             coalesce(o.next_attempt_at, o.created_at) AS at
        FROM notification_outbox o JOIN notifications n ON n.id = o.notification_ids[1]
       WHERE o.last_error IS NOT NULL AND o.state <> 'sent'
       ORDER BY o.id DESC LIMIT 10`,
  ]);
  return { counts, failures };
}
