import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";

// The notification outbox's SQL (docs/notifications.md#delivery). Each function is one statement, so each
// claim is its own short transaction: rows are locked only while they are marked `sending`, never while a
// message is on its way. A claim is identified by (id, attempts): every claim adds one to attempts, so a
// settle conditioned on the attempts it claimed with cannot touch a row another instance claimed since.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw">;

export type TOutboxPolicy = {
  /** How long a claim holds: a `sending` row older than this is taken again (its instance stopped). */
  leaseMs: number;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
};

/**
 * One recipient of a claimed row: an immediate e-mail row gives one per recipient it names (up to 50, all
 * with the same content), every other row one. The claim identity (`id`, `attempts`) is the outbox row's.
 */
export type TClaimedRow = {
  id: string;
  attempts: number;
  channel: "email" | "webhook";
  mode: "immediate" | "digest";
  /** The recipient's notification: what a split row names (see settleMessage). */
  notificationId: string;
  userId: string;
  email: string;
  /** Disabled since the notification was queued: nothing more is sent to them. */
  disabled: boolean;
  webhookUrl: string | null;
  kind: string;
  subject: string;
  title: string;
  body: string;
  link: string | null;
};

export type TClaim = Pick<TClaimedRow, "id" | "attempts">;

const claimable = (p: TOutboxPolicy) => Prisma.sql`
  o.attempts < ${p.maxAttempts}
  AND ((o.state = 'pending' AND o.next_attempt_at <= now()) OR (o.state = 'sending' AND o.claimed_until <= now()))`;

// The claim is the UPDATE; the content and the recipients are read in the same statement (the content never
// changes and a message's recipients share it; a user's address, state and webhook URL are read as they are
// now). One result row per outbox row, its recipients in arrays: a message's 50 recipients decoded as 50
// rows of 14 columns each were most of what a claim cost the worker.
const markSending = (p: TOutboxPolicy, due: Prisma.Sql) => Prisma.sql`
  WITH claimed AS (
    UPDATE notification_outbox o
       SET state = 'sending', attempts = o.attempts + 1,
           claimed_until = now() + ${p.leaseMs}::int * interval '1 millisecond'
      FROM (${due}) due
     WHERE o.id = due.id
    RETURNING o.id, o.attempts, o.channel, o.mode, o.notification_ids)
  SELECT c.id::text AS id, c.attempts, c.channel, c.mode, f.kind, f.subject, f.title, f.body, f.link,
         r.notification_ids AS "notificationIds", r.user_ids AS "userIds", r.emails, r.disabled,
         r.webhook_urls AS "webhookUrls"
    FROM claimed c
    JOIN notifications f ON f.id = c.notification_ids[1]
   CROSS JOIN LATERAL (
         SELECT array_agg(n.id::text ORDER BY n.id) AS notification_ids,
                array_agg(u.id::text ORDER BY n.id) AS user_ids, array_agg(u.email ORDER BY n.id) AS emails,
                array_agg(u.disabled ORDER BY n.id) AS disabled,
                array_agg(s.webhook_url ORDER BY n.id) AS webhook_urls
           FROM notifications n
           JOIN users u ON u.id = n.user_id
           LEFT JOIN notification_settings s ON s.user_id = u.id
          WHERE n.id = ANY(c.notification_ids)) r
   ORDER BY c.id`;

type TClaimedMessage = Omit<
  TClaimedRow,
  "notificationId" | "userId" | "email" | "disabled" | "webhookUrl"
> & {
  notificationIds: string[] | null;
  userIds: string[];
  emails: string[];
  disabled: boolean[];
  webhookUrls: (string | null)[];
};

/** One TClaimedRow per recipient. A row whose notifications were all deleted since has none. */
async function claimed(query: Promise<TClaimedMessage[]>): Promise<TClaimedRow[]> {
  const out: TClaimedRow[] = [];
  for (const m of await query)
    (m.notificationIds ?? []).forEach((notificationId, i) =>
      // Every field written out: one object shape for all (a spread of the row was a tenth of a pass's time).
      out.push({
        id: m.id,
        attempts: m.attempts,
        channel: m.channel,
        mode: m.mode,
        notificationId,
        userId: m.userIds[i]!,
        email: m.emails[i]!,
        disabled: m.disabled[i]!,
        webhookUrl: m.webhookUrls[i] ?? null,
        kind: m.kind,
        subject: m.subject,
        title: m.title,
        body: m.body,
        link: m.link,
      }),
    );
  return out;
}

/**
 * Immediate rows that are due, or whose claim expired; rows another instance holds are skipped. `limit`
 * counts rows (messages), not recipients.
 */
export function claimImmediate(p: TOutboxPolicy, limit: number, q: TSql = db): Promise<TClaimedRow[]> {
  return claimed(
    q.$queryRaw<TClaimedMessage[]>(
      markSending(
        p,
        Prisma.sql`SELECT o.id FROM notification_outbox o
                  WHERE o.mode = 'immediate' AND ${claimable(p)}
                  ORDER BY o.next_attempt_at, o.id LIMIT ${limit}
                  FOR UPDATE SKIP LOCKED`,
      ),
    ),
  );
}

/**
 * Whole digests: every claimable digest row of up to `groups` (user, channel) pairs whose oldest row waited
 * `digestMinutes`. Locked in id order without SKIP LOCKED, so a second claimer waits for the first and then
 * finds the rows `sending` (PostgreSQL re-checks a locked row's conditions): a digest is never split in two.
 */
export function claimDigests(
  p: TOutboxPolicy,
  digestMinutes: number,
  groups: number,
  q: TSql = db,
): Promise<TClaimedRow[]> {
  return claimed(
    q.$queryRaw<TClaimedMessage[]>(
      markSending(
        p,
        Prisma.sql`WITH g AS (
                   SELECT n.user_id, o.channel FROM notification_outbox o
                     JOIN notifications n ON n.id = o.notification_ids[1] -- a digest row names one
                    WHERE o.mode = 'digest' AND ${claimable(p)}
                    GROUP BY n.user_id, o.channel
                   HAVING min(o.created_at) <= now() - ${digestMinutes}::int * interval '1 minute'
                    LIMIT ${groups})
                 SELECT o.id FROM notification_outbox o
                   JOIN notifications n ON n.id = o.notification_ids[1]
                   JOIN g ON g.user_id = n.user_id AND g.channel = o.channel
                  WHERE o.mode = 'digest' AND ${claimable(p)}
                  ORDER BY o.id FOR UPDATE OF o`,
      ),
    ),
  );
}

const ours = (claims: readonly TClaim[]) => Prisma.sql`
  FROM unnest(${claims.map((c) => c.id)}::bigint[], ${claims.map((c) => c.attempts)}::int[]) AS c(id, attempts)
 WHERE o.id = c.id AND o.attempts = c.attempts AND o.state = 'sending'`;

/** Marks sent the rows still claimed by us; returns how many (fewer: a claim expired and was taken). */
export async function markSent(claims: readonly TClaim[], q: TSql = db): Promise<number> {
  if (claims.length === 0) return 0;
  const rows = await q.$queryRaw<{ id: string }[]>`
    UPDATE notification_outbox o SET state = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL
    ${ours(claims)} RETURNING o.id::text AS id`;
  return rows.length;
}

export type TSplit = { notificationId: string; error: string; final: boolean };

/**
 * A message the server took for some of its recipients only (an immediate e-mail): the row is marked sent
 * and keeps the notifications in `sent`; each other recipient moves to a row of its own with the same
 * channel, mode, creation time and attempts, failed or backed off as markAttemptFailed would (a refused
 * recipient is retried alone, with the message's identity). One statement, conditioned on our claim as
 * every settle: if the claim was taken, nothing changes and nothing is split.
 */
export async function settleMessage(
  claim: TClaim,
  sent: readonly string[],
  splits: readonly TSplit[],
  p: TOutboxPolicy,
  q: TSql = db,
): Promise<{ marked: boolean; failed: number }> {
  const [r] = await q.$queryRaw<{ marked: number; failed: number }[]>`
    WITH done AS (
      UPDATE notification_outbox o
         SET state = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL,
             notification_ids = ${sent}::bigint[]
       WHERE o.id = ${claim.id}::bigint AND o.attempts = ${claim.attempts} AND o.state = 'sending'
      RETURNING o.channel, o.mode, o.attempts, o.created_at),
    split AS (
      INSERT INTO notification_outbox
             (notification_ids, channel, mode, state, attempts, next_attempt_at, last_error, created_at)
      SELECT ARRAY[x.id], d.channel, d.mode,
             CASE WHEN x.final OR d.attempts >= ${p.maxAttempts} THEN 'failed' ELSE 'pending' END,
             d.attempts,
             now() + least(${p.backoffBaseMs}::float8 * power(2, d.attempts - 1),
                           ${p.backoffMaxMs}::float8) * interval '1 millisecond',
             left(x.error, 500), d.created_at
        FROM done d,
             unnest(${splits.map((x) => x.notificationId)}::bigint[], ${splits.map((x) => x.error)}::text[],
                    ${splits.map((x) => x.final)}::boolean[]) AS x(id, error, final)
      RETURNING state)
    SELECT (SELECT count(*) FROM done)::int AS marked,
           (SELECT count(*) FROM split WHERE state = 'failed')::int AS failed`;
  return { marked: r!.marked > 0, failed: r!.failed };
}

/**
 * A failed attempt: back to `pending` after base·2^(attempts−1) (at most backoffMaxMs), or `failed` when
 * the attempts are used up or `final` (retrying cannot help). Returns the deliveries (recipients) of the
 * rows that became `failed`.
 */
export async function markAttemptFailed(
  claims: readonly TClaim[],
  p: TOutboxPolicy,
  error: string,
  final: boolean,
  q: TSql = db,
): Promise<number> {
  if (claims.length === 0) return 0;
  const rows = await q.$queryRaw<{ state: string; recipients: number }[]>`
    UPDATE notification_outbox o
       SET state = CASE WHEN ${final}::boolean OR o.attempts >= ${p.maxAttempts} THEN 'failed' ELSE 'pending' END,
           next_attempt_at = now() + least(${p.backoffBaseMs}::float8 * power(2, o.attempts - 1),
                                            ${p.backoffMaxMs}::float8) * interval '1 millisecond',
           claimed_until = NULL, last_error = left(${error}, 500)
    ${ours(claims)} RETURNING o.state, cardinality(o.notification_ids) AS recipients`;
  return rows.filter((r) => r.state === "failed").reduce((n, r) => n + r.recipients, 0);
}

/** `sending` rows on their last attempt whose instance stopped: failed, since no attempt is left. */
export function failAbandoned(p: TOutboxPolicy, q: TSql = db): Promise<{ channel: string }[]> {
  return q.$queryRaw<{ channel: string }[]>`
    UPDATE notification_outbox o
       SET state = 'failed', claimed_until = NULL,
           last_error = 'the instance sending it stopped on the last attempt'
     WHERE o.state = 'sending' AND o.claimed_until <= now() AND o.attempts >= ${p.maxAttempts}
    RETURNING o.channel`;
}

/** Deliveries (recipients) not yet sent nor failed, by channel (the metrics' outbox depth). */
export async function outboxDepth(q: TSql = db): Promise<{ email: number; webhook: number }> {
  const rows = await q.$queryRaw<{ channel: "email" | "webhook"; n: number }[]>`
    SELECT channel, sum(cardinality(notification_ids))::int AS n FROM notification_outbox
     WHERE state IN ('pending', 'sending') GROUP BY channel`;
  const depth = { email: 0, webhook: 0 };
  for (const r of rows) depth[r.channel] = r.n;
  return depth;
}
