import "server-only";
import { readCallMinutesSince, type TCallMinuteRow } from "@/lib/db/platform-call-minutes";
import type { TApiState } from "@/lib/domain/system/system";
import { env } from "@/lib/env";
import { MINUTE_MS, platformWindow, WINDOW_MINUTES, type TCallMinute } from "@/lib/metrics/platform-window";
import { thisInstance } from "../health/heartbeat";
import { RECENT_MINUTES, stateOf, statsOf, type TAlertRule, type TApiStats } from "./failing-rule";

// Every instance's platform calls over the last hour (docs/observability.md#system-page): the other
// instances' minutes from PostgreSQL, this instance's from memory (fresher than its last write).

export type TApiSummary = { api: string; hour: TApiStats; recent: TApiStats; state: TApiState };

export const alertRule = (): TAlertRule => ({
  errorRate: env.PLATFORM_ALERT_ERROR_RATE,
  minCalls: env.PLATFORM_ALERT_MIN_CALLS,
  p99Ms: env.PLATFORM_ALERT_P99_MS,
});

export const fromRow = (r: TCallMinuteRow): TCallMinute => ({
  minute: r.minute.getTime(),
  calls: r.calls,
  failures: r.failures,
  bins: r.latencyBins,
  lastOkAt: r.lastOkAt?.getTime() ?? null,
  lastFailureAt: r.lastFailureAt?.getTime() ?? null,
  lastFailure: r.lastFailure,
});

/** The start of the window's first minute: the hour is this minute and the 59 before it. */
export const windowStart = (now: number, minutes: number) =>
  now - (now % MINUTE_MS) - (minutes - 1) * MINUTE_MS;

/** Per API, every instance's minutes of the hour; `withMemory` adds this instance's from memory. */
export async function readAllMinutes(now: number, withMemory = true): Promise<Map<string, TCallMinute[]>> {
  const me = thisInstance().id;
  const rows = await readCallMinutesSince(new Date(windowStart(now, WINDOW_MINUTES)));
  const byApi = new Map<string, TCallMinute[]>();
  const add = (api: string, m: TCallMinute) => byApi.set(api, [...(byApi.get(api) ?? []), m]);
  for (const r of rows) if (!withMemory || r.instanceId !== me) add(r.api, fromRow(r));
  if (withMemory)
    for (const [api, minutes] of platformWindow().minutes(now)) for (const m of minutes) add(api, m);
  return byApi;
}

export function summarise(byApi: Map<string, TCallMinute[]>, now: number, rule: TAlertRule): TApiSummary[] {
  const recentFrom = windowStart(now, RECENT_MINUTES);
  return [...byApi.entries()]
    .map(([api, minutes]) => {
      const hour = statsOf(minutes);
      const recent = statsOf(minutes.filter((m) => m.minute >= recentFrom));
      return { api, hour, recent, state: stateOf(recent, hour, rule) };
    })
    .sort((a, b) => a.api.localeCompare(b.api));
}

export async function readPlatformStats(now = Date.now()): Promise<TApiSummary[]> {
  return summarise(await readAllMinutes(now), now, alertRule());
}
