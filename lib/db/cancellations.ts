import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The cancellation inbox. The platform has no list endpoint, so every request we know of came through a
// CANCELLATION_STATUS webhook. That body has no timestamp: callers pass the delivery's signature
// timestamp (whole seconds) as `statusAt`, and ties go to the later delivery id: the platform sends one
// tenant's notifications in order and holds later ones back while one is retried, so arrival order is
// emission order within a second.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export type TCancellationStatusChange = {
  cancellationId: bigint;
  trxId: bigint | null;
  direction: string;
  reason: string;
  status: string;
  statusAt: Date;
  deliveryId: bigint;
};

/** Creates the inbox row or moves it forward; an older notification only adds to the history. */
export async function applyCancellationStatus(
  tx: TSql,
  c: TCancellationStatusChange,
): Promise<{ current: boolean }> {
  const applied = await tx.$queryRaw<{ cancellation_id: bigint }[]>`
    INSERT INTO cancellation_requests AS r
      (cancellation_id, trx_id, direction, reason, status, status_at, last_delivery_id, first_seen_at, updated_at)
    VALUES
      (${c.cancellationId}, ${c.trxId}, ${c.direction}, ${c.reason}, ${c.status}, ${c.statusAt},
       ${c.deliveryId}, now(), now())
    ON CONFLICT (cancellation_id) DO UPDATE SET
      trx_id = COALESCE(EXCLUDED.trx_id, r.trx_id),
      direction = EXCLUDED.direction,
      reason = EXCLUDED.reason,
      status = EXCLUDED.status,
      status_at = EXCLUDED.status_at,
      last_delivery_id = EXCLUDED.last_delivery_id,
      updated_at = now()
    WHERE r.status_at < EXCLUDED.status_at
       OR (r.status_at = EXCLUDED.status_at AND r.last_delivery_id < EXCLUDED.last_delivery_id)
    RETURNING cancellation_id`;
  await tx.$executeRaw`
    INSERT INTO cancellation_status_history (cancellation_id, status, status_at, delivery_id)
    VALUES (${c.cancellationId}, ${c.status}, ${c.statusAt}, ${c.deliveryId})
    ON CONFLICT (cancellation_id, status, status_at) DO NOTHING`;
  return { current: applied.length > 0 };
}

/**
 * Inbound requests waiting for our answer (the Overview count). After we answer, the platform sends no
 * webhook for RETURNING/REFUSING or their final statuses, so whoever answers must update the row from
 * `GET /v1/cancellation-requests/{id}`, or it keeps counting.
 */
export function countAwaitingAnswer(): Promise<number> {
  return db.cancellationRequest.count({
    where: { direction: "INBOUND", status: "CANCELLATION_IN_PROGRESS" },
  });
}

export function listCancellationInbox(filter: { status?: string; direction?: string; take?: number } = {}) {
  return db.cancellationRequest.findMany({
    where: { status: filter.status, direction: filter.direction },
    orderBy: [{ statusAt: "desc" }, { cancellationId: "desc" }],
    take: filter.take ?? 100,
  });
}

export function cancellationTimeline(cancellationId: bigint) {
  return db.cancellationStatusHistory.findMany({
    where: { cancellationId },
    orderBy: [{ statusAt: "asc" }, { id: "asc" }],
  });
}
