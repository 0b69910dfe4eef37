import "server-only";
import type { Prisma } from "./generated/client";
import { db } from "./client";

// Reads of the delivery log for the Events page. Writes stay in webhook-deliveries.ts (the intake).

export type TDeliveryQuery = {
  kind?: string;
  verified?: boolean;
  rejectionReason?: string;
  processing?: "pending" | "processed" | "unprocessable" | "skipped";
  from?: Date;
  to?: Date;
  /** Keyset paging on id (ascending with arrival): rows below `before`, or rows above `after`. */
  before?: bigint;
  after?: bigint;
  limit: number;
};

// Everything but the body: a page of 200 rows must not drag up to 200 MB of raw bytes along.
const LIST_FIELDS = {
  id: true,
  receivedAt: true,
  kind: true,
  tenantId: true,
  verified: true,
  rejectionReason: true,
  rejectionDetail: true,
  signatureVersions: true,
  processing: true,
  processingError: true,
  duplicates: true,
} satisfies Prisma.WebhookDeliverySelect;

function whereOf(q: TDeliveryQuery): Prisma.WebhookDeliveryWhereInput {
  return {
    kind: q.kind,
    verified: q.verified,
    rejectionReason: q.rejectionReason,
    processing: q.processing,
    receivedAt: q.from || q.to ? { gte: q.from, lt: q.to } : undefined,
  };
}

/**
 * Newest first. Paging newer reads upwards from `after` and flips the page; when fewer than a page of newer
 * rows are left, that is the newest page, so it is read as one (full, and live like the first page).
 */
export async function listDeliveries(q: TDeliveryQuery) {
  const where = whereOf(q);
  if (q.after !== undefined) {
    const up = await db.webhookDelivery.findMany({
      select: LIST_FIELDS,
      where: { ...where, id: { gt: q.after } },
      orderBy: { id: "asc" },
      take: q.limit + 1,
    });
    if (up.length <= q.limit) return listDeliveries({ ...q, after: undefined });
    const rows = up.slice(0, q.limit).reverse();
    return { rows, older: rows.at(-1)!.id, newer: rows[0]!.id };
  }
  const down = await db.webhookDelivery.findMany({
    select: LIST_FIELDS,
    where: { ...where, id: q.before !== undefined ? { lt: q.before } : undefined },
    orderBy: { id: "desc" },
    take: q.limit + 1,
  });
  const rows = down.slice(0, q.limit);
  const newest = rows[0]?.id ?? (q.before !== undefined ? q.before - 1n : undefined);
  // Only a page reached by paging older can have newer rows; one indexed probe says whether it does.
  const hasNewer = q.before !== undefined && (await exists(where, newest!));
  return {
    rows,
    older: down.length > q.limit ? rows.at(-1)!.id : null,
    newer: hasNewer ? newest! : null,
  };
}

async function exists(where: Prisma.WebhookDeliveryWhereInput, above: bigint) {
  const row = await db.webhookDelivery.findFirst({
    select: { id: true },
    where: { ...where, id: { gt: above } },
  });
  return row !== null;
}

export function getDelivery(id: bigint) {
  return db.webhookDelivery.findUnique({ where: { id } });
}
