import "server-only";
import { readOutboxStatus } from "@/lib/db/outbox-status";
import { listObservedFeatures } from "@/lib/db/platform-features";
import { readQueueDepths } from "@/lib/db/queue-depths";
import { readWebhookFlow } from "@/lib/db/webhook-flow";
import type { TApiRow, TSection, TSystemView } from "@/lib/domain/system/system";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { listInstances } from "../health/heartbeat";
import { RECENT_MINUTES } from "./failing-rule";
import { alertRule, readPlatformStats, type TApiSummary } from "./platform-stats";
import { describeKeys } from "./webhook-keys";

// The System page's data (docs/observability.md#system-page), each section read on its own: a section
// whose read fails says so, and the rest still show.

const iso = (d: Date | number | null) => (d === null ? null : new Date(d).toISOString());

async function section<T>(name: string, read: () => Promise<T>): Promise<TSection<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (err) {
    logger.warn({ err, section: name }, "system page: a section could not be read");
    return { ok: false, error: `The ${name} could not be read.` };
  }
}

const apiRow = ({ api, state, hour, recent }: TApiSummary): TApiRow => ({
  api,
  state,
  calls: hour.calls,
  failures: hour.failures,
  failureRate: hour.failureRate,
  p50Ms: hour.p50Ms,
  p99Ms: hour.p99Ms,
  lastOkAt: iso(hour.lastOkAt),
  lastFailureAt: iso(hour.lastFailureAt),
  lastFailure: hour.lastFailure,
  recentCalls: recent.calls,
  recentFailureRate: recent.failureRate,
});

export async function readSystem(now = new Date()): Promise<TSystemView> {
  const [apis, webhooks, instances, outbox, keys, features] = await Promise.all([
    section("platform calls", async () => (await readPlatformStats(now.getTime())).map(apiRow)),
    section("webhook flow", async () => {
      const [flow, depths] = await Promise.all([readWebhookFlow(now), readQueueDepths()]);
      const oldest = depths.oldestPendingAt?.getTime() ?? null;
      return {
        lastReceivedAt: iso(flow.lastReceivedAt),
        lastVerifiedAt: iso(flow.lastVerifiedAt),
        pending: depths.webhookPending,
        lagSeconds: oldest === null ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
        rejections: flow.rejections,
        rejectionsSince: flow.rejectionsSince.toISOString(),
      };
    }),
    section("instances", async () =>
      (await listInstances(now)).map((i) => ({
        ...i,
        startedAt: i.startedAt.toISOString(),
        lastSeenAt: i.lastSeenAt.toISOString(),
      })),
    ),
    section("notification outbox", async () => {
      const o = await readOutboxStatus();
      return {
        counts: o.counts.map((c) => ({ ...c, oldestAt: iso(c.oldestAt) })),
        failures: o.failures.map((f) => ({ ...f, at: f.at.toISOString() })),
      };
    }),
    section("webhook keys", async () => ({
      keys: describeKeys(env.WEBHOOK_PUBLIC_KEYS ?? []),
      lastVerifiedAt: iso((await readWebhookFlow(now)).lastVerifiedAt),
    })),
    section("observed features", async () =>
      (await listObservedFeatures()).map((f) => ({
        api: f.api,
        operation: f.operation,
        firstSeenAt: f.firstSeenAt.toISOString(),
        lastSeenAt: f.lastSeenAt.toISOString(),
        okAfterAt: iso(f.okAfterAt),
      })),
    ),
  ]);
  return {
    readAt: now.toISOString(),
    rule: { ...alertRule(), recentMinutes: RECENT_MINUTES },
    apis,
    webhooks,
    instances,
    outbox,
    keys,
    features,
  };
}
