import "server-only";
import { outboxDepth } from "@/lib/db/notification-outbox";
import { readQueueDepths } from "@/lib/db/queue-depths";
import { logger } from "@/lib/logger";
import {
  notificationOutboxPending,
  queueDepth,
  queueScrapeOk,
  registerAllMetrics,
  webhookLag,
  webhookPending,
} from "@/lib/metrics/metrics";
import { metricsRegistry } from "@/lib/metrics/registry";

// One scrape (docs/observability.md): the counters and histograms kept as things happen, and the queue
// gauges read from the database now. A database that cannot answer leaves the gauges at their last value
// and the scrape still succeeds: countersign_queue_scrape_ok says which.

export async function scrapeMetrics(now: Date = new Date()): Promise<{ body: string; contentType: string }> {
  registerAllMetrics();
  const registry = metricsRegistry();
  try {
    const [d, outbox] = await Promise.all([readQueueDepths(), outboxDepth()]);
    const depth = queueDepth();
    depth.set({ queue: "to_sign" }, d.toSign);
    depth.set({ queue: "instant_pending" }, d.instantPending);
    depth.set({ queue: "cancellations_open" }, d.cancellationsOpen);
    depth.set({ queue: "drafts_waiting" }, d.draftsWaiting);
    webhookPending().set(d.webhookPending);
    webhookLag().set(
      d.oldestPendingAt ? Math.max(0, (now.getTime() - d.oldestPendingAt.getTime()) / 1000) : 0,
    );
    notificationOutboxPending().set({ channel: "email" }, outbox.email);
    notificationOutboxPending().set({ channel: "webhook" }, outbox.webhook);
    queueScrapeOk().set(1);
  } catch (err) {
    logger.warn({ err }, "metrics: the queue depths could not be read");
    queueScrapeOk().set(0);
  }
  return { body: await registry.metrics(), contentType: registry.contentType };
}
