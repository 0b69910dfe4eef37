import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The background checks that produce notifications (notification_checks, docs/notifications.md#producers).
// A check is claimed by moving its next run forward in one UPDATE: of several instances ticking at once,
// one moves it and runs the check, the others find it not due. A run that dies is simply run again at its
// next due time; what it tells is unique per subject anyway.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;
export type TCheckName = "restriction_orders" | "webhook_silence";

/** Claims the check when it is due; null when it is not (or another instance has just claimed it). */
export async function claimCheck(
  name: TCheckName,
  intervalMs: number,
): Promise<{ primedAt: Date | null } | null> {
  const rows = await db.$queryRaw<{ primed_at: Date | null }[]>`
    UPDATE notification_checks
       SET next_run_at = now() + make_interval(secs => ${intervalMs / 1000}::float8), last_run_at = now()
     WHERE name = ${name} AND next_run_at <= now()
    RETURNING primed_at`;
  return rows[0] ? { primedAt: rows[0].primed_at } : null;
}

export async function markPrimed(tx: TSql, name: TCheckName): Promise<void> {
  await tx.$executeRaw`UPDATE notification_checks SET primed_at = now() WHERE name = ${name} AND primed_at IS NULL`;
}

/** Records the orders as seen; returns those not seen before. */
export async function recordSeenOrders(tx: TSql, docIds: readonly string[]): Promise<Set<string>> {
  if (docIds.length === 0) return new Set();
  const rows = await tx.$queryRaw<{ doc_id: string }[]>`
    INSERT INTO restriction_orders_seen (doc_id) SELECT unnest(${[...docIds]}::text[])
    ON CONFLICT (doc_id) DO NOTHING RETURNING doc_id`;
  return new Set(rows.map((r) => r.doc_id));
}

/** Whether any of these orders was seen before. */
export async function anySeenOrder(docIds: readonly string[]): Promise<boolean> {
  if (docIds.length === 0) return false;
  const rows = await db.$queryRaw<{ seen: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM restriction_orders_seen WHERE doc_id = ANY(${[...docIds]}::text[])) AS seen`;
  return rows[0]?.seen ?? false;
}
