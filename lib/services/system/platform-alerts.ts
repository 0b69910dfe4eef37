import "server-only";
import { db } from "@/lib/db/client";
import { notify } from "@/lib/db/notify";
import type { TCallMinute } from "@/lib/metrics/platform-window";
import { RECENT_MINUTES, failingReason, statsOf, type TAlertRule } from "./failing-rule";
import { windowStart } from "./platform-stats";

// The platform_failing notification (docs/observability.md#system-page): once a minute, over every
// instance's persisted minutes, an API that breaks the rule opens an episode and tells people once; the
// episode ends at the first check where the rule no longer holds, and a later breach is a new episode.
// Checks of several instances are serialised by a transaction-scoped advisory lock, so one episode is
// opened once whichever instance sees it first; notify() keeps (user, kind, subject) unique besides.

// Any constant: it names this check's lock among the app's advisory locks.
const LOCK_KEY = 170_017;

export type TEpisodeChange = { api: string; change: "opened" | "closed"; reason: string | null };

export async function checkPlatformAlerts(
  byApi: Map<string, TCallMinute[]>,
  rule: TAlertRule,
  now = Date.now(),
): Promise<TEpisodeChange[]> {
  const recentFrom = windowStart(now, RECENT_MINUTES);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY}::bigint)`;
    const open = new Map(
      (await tx.platformAlertEpisode.findMany({ where: { endedAt: null } })).map((e) => [e.api, e]),
    );
    const changes: TEpisodeChange[] = [];
    for (const api of new Set([...byApi.keys(), ...open.keys()])) {
      const recent = statsOf((byApi.get(api) ?? []).filter((m) => m.minute >= recentFrom));
      const reason = failingReason(recent, rule);
      const episode = open.get(api);
      if (reason && !episode) {
        const startedAt = new Date(now);
        await tx.platformAlertEpisode.create({ data: { api, startedAt, reason } });
        await notify(tx, {
          kind: "platform_failing",
          subject: `${api}:${startedAt.toISOString()}`,
          title: `The platform's ${api} API is failing`,
          body: `Over the last ${RECENT_MINUTES} minutes: ${reason}.`,
          link: "/system",
        });
        changes.push({ api, change: "opened", reason });
      } else if (!reason && episode) {
        await tx.platformAlertEpisode.update({
          where: { api_startedAt: { api, startedAt: episode.startedAt } },
          data: { endedAt: new Date(now) },
        });
        changes.push({ api, change: "closed", reason: null });
      }
    }
    return changes;
  });
}
