import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The statements of "Apply again" (lib/webhooks/process/reapply-delivery.ts): a stored delivery that could
// not be applied is locked, re-classified and handed to the same handlers as a fresh one. Only verified,
// unprocessable deliveries qualify: nothing of theirs was applied (a handler that refuses a body writes
// nothing, and one that throws is rolled back), so applying them now cannot apply anything twice.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export type TLockedDelivery = {
  id: bigint;
  verified: boolean;
  processing: "pending" | "processed" | "unprocessable" | "skipped";
  kind: string | null;
  rawBody: Uint8Array;
  headers: unknown;
  notifiedAt: Date;
  receivedAt: Date;
};

/**
 * The delivery, locked until the transaction ends: a second "Apply again" (another tab, another instance)
 * waits here and then sees the first one's outcome, so one delivery is applied once.
 */
export async function lockDelivery(tx: TSql, id: bigint): Promise<TLockedDelivery | null> {
  const rows = await tx.$queryRaw<
    {
      id: bigint;
      verified: boolean;
      processing: TLockedDelivery["processing"];
      kind: string | null;
      raw_body: Uint8Array;
      headers: unknown;
      sent_at: Date | null;
      received_at: Date;
    }[]
  >`
    SELECT id, verified, processing::text AS processing, kind, raw_body, headers, sent_at, received_at
      FROM webhook_deliveries WHERE id = ${id} FOR UPDATE`;
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    verified: r.verified,
    processing: r.processing,
    kind: r.kind,
    rawBody: r.raw_body,
    headers: r.headers,
    // As the processing loop does (./webhook-delivery-queue.ts): the platform's signature time, else receipt.
    notifiedAt: r.sent_at ?? r.received_at,
    receivedAt: r.received_at,
  };
}

/** The kind the current classifier gives, with its note; the handler's outcome is written after. */
export async function setDeliveryKind(tx: TSql, id: bigint, kind: string, note: string | null) {
  await tx.$executeRaw`UPDATE webhook_deliveries SET kind = ${kind}, kind_note = ${note} WHERE id = ${id}`;
}

/** After the handler threw and the attempt rolled back: the delivery stays unprocessable, with why. */
export async function noteReapplyFailed(id: bigint, error: string): Promise<void> {
  await db.$executeRaw`
    UPDATE webhook_deliveries SET processing_error = ${error}, processed_at = now()
     WHERE id = ${id} AND processing = 'unprocessable'`;
}

/**
 * Verified deliveries that could not be applied, at most `limit`: the least recently tried first (never
 * processed, then by their last attempt), oldest first among equals. A delivery tried again moves to the
 * back, so repeated clicks reach every one, and those no version understands never hide the rest.
 */
export async function unprocessableDeliveryIds(limit: number): Promise<bigint[]> {
  const rows = await db.webhookDelivery.findMany({
    select: { id: true },
    where: { verified: true, processing: "unprocessable" },
    orderBy: [{ processedAt: { sort: "asc", nulls: "first" } }, { id: "asc" }],
    take: limit,
  });
  return rows.map((r) => r.id);
}

/** How many verified deliveries could not be applied: the Events page offers to apply them again. */
export function countUnprocessable(): Promise<number> {
  return db.webhookDelivery.count({ where: { verified: true, processing: "unprocessable" } });
}
