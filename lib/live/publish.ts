import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { CHANGE_CHANNEL, type TLiveTopic } from "@/lib/live-topics";

type TTx = Pick<Prisma.TransactionClient, "$executeRaw">;

/**
 * Records a change and notifies every instance, inside the caller's transaction: PostgreSQL delivers a
 * NOTIFY only when the transaction commits, so no browser hears of a change that was rolled back, and the
 * row is there for a browser that reconnects later (Last-Event-ID).
 */
export async function publishChange(
  tx: TTx,
  topic: TLiveTopic,
  ref: string | number | bigint | null = null,
): Promise<void> {
  const refText = ref === null ? null : String(ref);
  await tx.$executeRaw`
    WITH e AS (INSERT INTO change_events (topic, ref) VALUES (${topic}, ${refText}) RETURNING id, topic, ref)
    SELECT pg_notify(${CHANGE_CHANNEL}, json_build_object('id', e.id::text, 'topic', e.topic, 'ref', e.ref)::text) FROM e`;
}

/** Several changes in one statement (one round trip), in the given order: publishChange's rows and NOTIFYs. */
export async function publishChanges(
  tx: TTx,
  changes: readonly (readonly [TLiveTopic, string | number | bigint | null])[],
): Promise<void> {
  if (changes.length === 0) return;
  const topics = changes.map(([topic]) => topic);
  const refs = changes.map(([, ref]) => (ref === null ? null : String(ref)));
  await tx.$executeRaw`
    WITH e AS (
      INSERT INTO change_events (topic, ref)
      SELECT c.topic, c.ref FROM unnest(${topics}::text[], ${refs}::text[]) WITH ORDINALITY AS c(topic, ref, n)
       ORDER BY c.n
      RETURNING id, topic, ref
    )
    SELECT pg_notify(${CHANGE_CHANNEL}, json_build_object('id', e.id::text, 'topic', e.topic, 'ref', e.ref)::text)
      FROM e ORDER BY e.id`;
}
