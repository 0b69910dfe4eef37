import type { TApiState } from "@/lib/domain/system/system";
import { quantileMs } from "@/lib/metrics/latency-bins";
import { sumMinutes, type TCallMinute } from "@/lib/metrics/platform-window";

// When an API counts as failing (docs/observability.md#system-page): over the last 5 minutes, at least
// `minCalls` calls, and either more than `errorRate` of them failed (no answer, 5xx, 429, an unreadable
// answer) or their p99 exceeded `p99Ms`. The same rule colours the System page and raises platform_failing.

export const RECENT_MINUTES = 5;

export type TAlertRule = { errorRate: number; minCalls: number; p99Ms: number };

export type TApiStats = {
  calls: number;
  failures: number;
  /** failures / calls; null without calls. */
  failureRate: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  lastOkAt: number | null;
  lastFailureAt: number | null;
  lastFailure: string | null;
};

export function statsOf(minutes: readonly TCallMinute[]): TApiStats {
  const s = sumMinutes(minutes);
  return {
    calls: s.calls,
    failures: s.failures,
    failureRate: s.calls ? s.failures / s.calls : null,
    p50Ms: quantileMs(s.bins, 0.5),
    p99Ms: quantileMs(s.bins, 0.99),
    lastOkAt: s.lastOkAt,
    lastFailureAt: s.lastFailureAt,
    lastFailure: s.lastFailure,
  };
}

/** Why the stats break the rule, in words; null when they do not. */
export function failingReason(s: TApiStats, rule: TAlertRule): string | null {
  if (s.calls < rule.minCalls) return null;
  if (s.failureRate !== null && s.failureRate > rule.errorRate)
    return `${s.failures} of ${s.calls} calls failed (over ${Math.round(rule.errorRate * 100)} %)`;
  if (s.p99Ms !== null && s.p99Ms > rule.p99Ms) return `p99 ${s.p99Ms} ms (over ${rule.p99Ms} ms)`;
  return null;
}

/**
 * failing: the rule holds over the last 5 minutes. degraded: not failing, but a call failed in the last 5
 * minutes, or the rule holds over the whole hour. idle: no call in the hour. ok otherwise.
 */
export function stateOf(recent: TApiStats, hour: TApiStats, rule: TAlertRule): TApiState {
  if (hour.calls === 0) return "idle";
  if (failingReason(recent, rule)) return "failing";
  if (recent.failures > 0 || failingReason(hour, rule)) return "degraded";
  return "ok";
}
