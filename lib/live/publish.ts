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
