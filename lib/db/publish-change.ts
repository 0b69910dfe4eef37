import "server-only";
import { CHANGE_CHANNEL, type TLiveTopic } from "@/lib/live-topics";
import { Prisma } from "./generated/client";

// Live updates (README.md, "Webhooks and live updates"): the change_events row and its NOTIFY, written here once
// (and in SQL by the notify_fanout function, for the bell: lib/db/notify.ts). A
// change is published inside the transaction (or the statement) that makes it: PostgreSQL delivers a NOTIFY
// only when the transaction commits, so no browser hears of a change that was rolled back, and the row is
// there for a browser that reconnects later (Last-Event-ID).

type TTx = Pick<Prisma.TransactionClient, "$executeRaw">;
type TRef = string | number | bigint | null;

/**
 * CTEs `e` (one change_events row per row of `rows`, a SELECT of text columns (topic, ref), in its order)
 * and `n` (their NOTIFYs, in the same order). A SELECT in a WITH runs only when read: the statement must
 * read `n`, or no NOTIFY is sent.
 */
function changeEventCtes(rows: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    e AS (INSERT INTO change_events (topic, ref) ${rows} RETURNING id, topic, ref),
    n AS (SELECT pg_notify(${CHANGE_CHANNEL}, json_build_object('id', e.id::text, 'topic', e.topic, 'ref', e.ref)::text)
            FROM e ORDER BY e.id)`;
}

/** Records one change and notifies every instance, inside the caller's transaction. */
export async function publishChange(tx: TTx, topic: TLiveTopic, ref: TRef = null): Promise<void> {
  await publishChanges(tx, [[topic, ref]]);
}

/** Several changes in one statement (one round trip), in the given order. */
export async function publishChanges(
  tx: TTx,
  changes: readonly (readonly [TLiveTopic, TRef])[],
): Promise<void> {
  if (changes.length === 0) return;
  const topics = changes.map(([topic]) => topic);
  const refs = changes.map(([, ref]) => (ref === null ? null : String(ref)));
  await tx.$executeRaw`
    WITH ${changeEventCtes(Prisma.sql`
      SELECT c.topic, c.ref FROM unnest(${topics}::text[], ${refs}::text[]) WITH ORDINALITY AS c(topic, ref, n)
       ORDER BY c.n`)}
    SELECT count(*) FROM n`;
}

/**
 * The same change events as CTEs `e` and `n` for a writer's own statement, one per row of `refs` (a SELECT
 * of one text column, usually from the writer's UPDATE … RETURNING): the hot paths (webhook intake and
 * processing, bulk approval, Instant answers) store and announce in one round trip. The statement must
 * read `n` (e.g. `SELECT count(*) FROM n`), or no NOTIFY is sent.
 */
export function publishChangeSql(topic: TLiveTopic, refs: Prisma.Sql): Prisma.Sql {
  return changeEventCtes(Prisma.sql`SELECT ${topic}::text, r.ref FROM (${refs}) AS r(ref)`);
}
