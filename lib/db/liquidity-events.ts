import "server-only";
import { db } from "./client";

// Reads of the LIQUIDITY webhook deliveries for the Liquidity page. The handler stores nothing beyond the
// delivery itself (lib/webhooks/process/liquidity.ts): the platform's transfer list stays the source of
// truth, and these are the recent "transfer N is now S" notices, newest first.

export function recentLiquidityDeliveries(limit: number) {
  return db.webhookDelivery.findMany({
    where: { kind: "LIQUIDITY", verified: true },
    orderBy: { id: "desc" },
    take: limit,
    select: { id: true, receivedAt: true, rawBody: true, bodyTruncated: true },
  });
}
