import "server-only";
import { db } from "./client";

// The System page's webhook flow (docs/observability.md#system-page): when the last delivery came, and the
// rejections by reason. Rejections are counted per clock hour (webhook-rejections.ts), so "the hour" here
// is this clock hour and the one before: the finest grain that is recorded.

export type TWebhookFlowRow = {
  lastReceivedAt: Date | null;
  lastVerifiedAt: Date | null;
  rejections: { reason: string; count: number }[];
  rejectionsSince: Date;
};

export async function readWebhookFlow(now: Date): Promise<TWebhookFlowRow> {
  const since = new Date(now.getTime() - 3_600_000);
  since.setUTCMinutes(0, 0, 0);
  const [last, verified, reasons] = await Promise.all([
    db.webhookDelivery.findFirst({ orderBy: { receivedAt: "desc" }, select: { receivedAt: true } }),
    db.webhookDelivery.findFirst({
      where: { verified: true },
      orderBy: { receivedAt: "desc" },
      select: { receivedAt: true },
    }),
    db.$queryRaw<{ reason: string; count: number }[]>`
      SELECT reason, sum(rejected)::float8 AS count FROM webhook_rejection_counts
       WHERE hour >= ${since} GROUP BY reason ORDER BY count DESC, reason`,
  ]);
  return {
    lastReceivedAt: last?.receivedAt ?? null,
    lastVerifiedAt: verified?.receivedAt ?? null,
    rejections: reasons,
    rejectionsSince: since,
  };
}
