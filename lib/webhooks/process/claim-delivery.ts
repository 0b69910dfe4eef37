import "server-only";
import { db } from "@/lib/db/client";
import type { TTx } from "./types";

// Claiming work from webhook_deliveries. FOR UPDATE SKIP LOCKED lets several instances drain the queue at
// once: each takes the oldest delivery nobody holds, and holds it until its transaction ends, so a
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
  const rows = await tx.$queryRaw<
    { id: bigint; kind: string | null; raw_body: Uint8Array; sent_at: Date | null; received_at: Date }[]
  >`
    SELECT id, kind, raw_body, sent_at, received_at FROM webhook_deliveries
     WHERE processing = 'pending' AND verified
     ORDER BY id
     LIMIT 1
     FOR UPDATE SKIP LOCKED`;
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

export async function finishDelivery(tx: TTx, id: bigint, error: string | null): Promise<void> {
  await tx.$executeRaw`
    UPDATE webhook_deliveries
       SET processing = ${error === null ? "processed" : "unprocessable"}::"DeliveryProcessing",
           processing_error = ${error}, processed_at = now()
     WHERE id = ${id}`;
}

/** After a handler threw and its transaction rolled back: park the delivery so it never blocks the queue. */
export async function markFailed(id: bigint, error: string): Promise<void> {
  await db.$executeRaw`
    UPDATE webhook_deliveries
       SET processing = 'unprocessable', processing_error = ${error}, processed_at = now()
     WHERE id = ${id} AND processing = 'pending'`;
}
