import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import { publishChangeSql } from "./publish-change";

type TTx = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

// webhook_deliveries as the processing queue that lib/webhooks/process/process-pending.ts drains. FOR
// UPDATE SKIP LOCKED lets several instances drain it at once: each takes the oldest delivery nobody holds
// (urgent ones first: pending Instant confirmations), and holds it until its transaction ends, so a
// delivery is applied once. Order across instances is not guaranteed; the read models order by the
// events' own timestamps instead.

export type TClaimedDelivery = {
  id: bigint;
  kind: string | null;
  rawBody: Uint8Array;
  notifiedAt: Date;
  receivedAt: Date;
};

export async function claimNextPending(tx: TTx): Promise<TClaimedDelivery | null> {
  // A delivery holding a payment for confirmation (urgent: the PENDING_CONFIRMATION kind, or a
  // PAYMENT_STATUS "Pending confirmation", marked by the intake) has a 5-second deadline and nothing else
  // in the queue has one: the oldest of those goes first (a partial index finds it at once), then the
  // oldest delivery of any kind. Taking them out of order is safe: every read model orders by the events'
  // own timestamps (see above).
  const rows = await tx.$queryRaw<
    { id: bigint; kind: string | null; raw_body: Uint8Array; sent_at: Date | null; received_at: Date }[]
  >`
    WITH due AS (
      SELECT id FROM webhook_deliveries
       WHERE processing = 'pending' AND verified AND urgent
       ORDER BY id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
    ), oldest AS (
      SELECT id FROM webhook_deliveries
       WHERE processing = 'pending' AND verified AND NOT EXISTS (SELECT 1 FROM due)
       ORDER BY id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
    )
    SELECT d.id, d.kind, d.raw_body, d.sent_at, d.received_at FROM webhook_deliveries d
     WHERE d.id = (SELECT id FROM due UNION ALL SELECT id FROM oldest LIMIT 1)`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    rawBody: row.raw_body,
    notifiedAt: row.sent_at ?? row.received_at,
    receivedAt: row.received_at,
  };
}

/**
 * Marks the delivery processed (or unprocessable, with the reason) and announces it on the "deliveries"
 * topic, in one statement (publishChange's event, folded in: ./publish-change.ts), which saves a round trip
 * on every delivery, inside the transaction a pending Instant answer waits for.
 */
export async function finishDelivery(tx: TTx, id: bigint, error: string | null): Promise<void> {
  await tx.$executeRaw`
    WITH u AS (
      UPDATE webhook_deliveries
         SET processing = ${error === null ? "processed" : "unprocessable"}::"DeliveryProcessing",
             processing_error = ${error}, processed_at = now()
       WHERE id = ${id}
      RETURNING id
    ), ${publishChangeSql("deliveries", Prisma.sql`SELECT id::text FROM u`)}
    SELECT count(*) FROM n`;
}

/** After a handler threw and its transaction rolled back: park the delivery so it never blocks the queue. */
export async function markFailed(id: bigint, error: string): Promise<void> {
  await db.$executeRaw`
    UPDATE webhook_deliveries
       SET processing = 'unprocessable', processing_error = ${error}, processed_at = now()
     WHERE id = ${id} AND processing = 'pending'`;
}
