import "server-only";
import { countUnprocessable } from "@/lib/db/webhook-delivery-reapply";
import { listDeliveries as listDeliveryRows } from "@/lib/db/webhook-delivery-queries";
import type { TDeliveryPage, TDeliveryRow, TEventFilters } from "@/lib/domain/events/filters";

type TListedRow = Awaited<ReturnType<typeof listDeliveryRows>>["rows"][number];

/** Database row → wire row: bigint ids as strings, times as ISO UTC. */
export function toDeliveryRow(r: TListedRow): TDeliveryRow {
  return {
    id: r.id.toString(),
    receivedAt: r.receivedAt.toISOString(),
    kind: r.kind,
    tenantId: r.tenantId,
    verified: r.verified,
    rejectionReason: r.rejectionReason,
    rejectionDetail: r.rejectionDetail,
    signatureVersions: r.signatureVersions,
    processing: r.processing,
    processingError: r.processingError,
    duplicates: r.duplicates,
  };
}

/** Every webhook delivery received, newest first, keyset-paged both ways. */
export async function listDeliveries(filters: TEventFilters): Promise<TDeliveryPage> {
  const [page, unprocessable] = await Promise.all([
    listDeliveryRows({
      kind: filters.kind,
      verified: filters.verified === undefined ? undefined : filters.verified === "yes",
      rejectionReason: filters.reason,
      processing: filters.processing,
      from: filters.from,
      to: filters.to,
      before: filters.before ? BigInt(filters.before) : undefined,
      after: filters.after ? BigInt(filters.after) : undefined,
      limit: filters.limit,
    }),
    countUnprocessable(),
  ]);
  return {
    rows: page.rows.map(toDeliveryRow),
    older: page.older?.toString() ?? null,
    newer: page.newer?.toString() ?? null,
    unprocessable,
  };
}
