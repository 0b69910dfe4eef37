import { addBins, binOf, emptyBins } from "./latency-bins";

// The last hour of platform calls per API, in this process, whether or not Prometheus is scraping
// (docs/observability.md#system-page): one bucket per minute in a ring of 60, each a call count, a failure
// count and a latency histogram of fixed size. Memory stays bounded whatever the traffic: APIs × 60 × 120
// numbers. Recording is a few array operations; the background loop copies the minutes to PostgreSQL.

export const WINDOW_MINUTES = 60;
export const MINUTE_MS = 60_000;

export type TCallMinute = {
  /** Start of the minute, epoch ms. */
  minute: number;
  calls: number;
  failures: number;
  bins: number[];
  lastOkAt: number | null;
  lastFailureAt: number | null;
  /** What the last failure was: the platform's code, the failure's kind, or the HTTP status. */
  lastFailure: string | null;
};

type TRing = (TCallMinute | undefined)[];

/**
 * A failure is the platform not doing its job: no answer (timeout, connection), an answer that does not
 * parse, 5xx, or 429. A 4xx refusal (validation, not found, FEATURE_DISABLED) is the platform working.
 */
export function isFailure(status: number | null, outcome: string): boolean {
  if (outcome === "ok") return false;
  return status === null || status >= 500 || status === 429 || outcome === "invalid_response";
}

export function createPlatformWindow() {
  const rings = new Map<string, TRing>();

  function slot(api: string, now: number): TCallMinute {
    let ring = rings.get(api);
    if (!ring) rings.set(api, (ring = new Array<TCallMinute | undefined>(WINDOW_MINUTES)));
    const minute = now - (now % MINUTE_MS);
    const i = Math.floor(now / MINUTE_MS) % WINDOW_MINUTES;
    let bucket = ring[i];
    if (!bucket || bucket.minute !== minute) {
      bucket = {
        minute,
        calls: 0,
        failures: 0,
        bins: emptyBins(),
        lastOkAt: null,
        lastFailureAt: null,
        lastFailure: null,
      };
      ring[i] = bucket;
    }
    return bucket;
  }

  return {
    /** One call: its API, time to the last byte, HTTP status (null: no answer) and outcome. */
    record(api: string, durationMs: number, status: number | null, outcome: string, now = Date.now()) {
      const b = slot(api, now);
      b.calls += 1;
      b.bins[binOf(durationMs)]! += 1;
      if (isFailure(status, outcome)) {
        b.failures += 1;
        b.lastFailureAt = now;
        b.lastFailure = status === null ? outcome : `${outcome} (HTTP ${status})`;
      } else b.lastOkAt = now;
    },
    /** The minutes of the last hour with calls, per API, oldest first; copies, safe to keep. */
    minutes(now = Date.now()): Map<string, TCallMinute[]> {
      const since = now - (now % MINUTE_MS) - (WINDOW_MINUTES - 1) * MINUTE_MS;
      const out = new Map<string, TCallMinute[]>();
      for (const [api, ring] of rings) {
        const kept = ring
          .filter((b): b is TCallMinute => !!b && b.minute >= since && b.minute <= now && b.calls > 0)
          .sort((a, b) => a.minute - b.minute)
          .map((b) => ({ ...b, bins: [...b.bins] }));
        if (kept.length) out.set(api, kept);
      }
      return out;
    },
  };
}

export type TPlatformWindow = ReturnType<typeof createPlatformWindow>;

/** Sums minutes into one: calls, failures, the merged histogram, the latest success and failure. */
export function sumMinutes(minutes: readonly TCallMinute[]): Omit<TCallMinute, "minute"> {
  const sum: Omit<TCallMinute, "minute"> = {
    calls: 0,
    failures: 0,
    bins: emptyBins(),
    lastOkAt: null,
    lastFailureAt: null,
    lastFailure: null,
  };
  for (const m of minutes) {
    sum.calls += m.calls;
    sum.failures += m.failures;
    addBins(sum.bins, m.bins);
    if (m.lastOkAt !== null && (sum.lastOkAt === null || m.lastOkAt > sum.lastOkAt))
      sum.lastOkAt = m.lastOkAt;
    if (m.lastFailureAt !== null && (sum.lastFailureAt === null || m.lastFailureAt > sum.lastFailureAt)) {
      sum.lastFailureAt = m.lastFailureAt;
      sum.lastFailure = m.lastFailure;
    }
  }
  return sum;
}

// On globalThis: Next bundles routes, actions and start-up code apart; one process keeps one window.
const holder = globalThis as typeof globalThis & { countersignPlatformWindow?: TPlatformWindow };

export function platformWindow(): TPlatformWindow {
  return (holder.countersignPlatformWindow ??= createPlatformWindow());
}
