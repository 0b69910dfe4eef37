import "server-only";
import { pruneCallMinutes, upsertCallMinutes } from "@/lib/db/platform-call-minutes";
import { recordFeatureSightings } from "@/lib/db/platform-features";
import { featureSightings } from "@/lib/metrics/feature-sightings";
import { MINUTE_MS, platformWindow } from "@/lib/metrics/platform-window";
import { thisInstance } from "../health/heartbeat";

// Copies this instance's minutes and feature sightings to PostgreSQL (docs/observability.md#system-page),
// once a minute from the system loop. Only the minutes that may have changed since the last copy are
// written: the one that was running then, and those after it. Rows older than a day are dropped.

const KEEP_MS = 24 * 60 * 60_000;
const holder = globalThis as typeof globalThis & { countersignWindowFlushedAt?: number };

export async function flushPlatformWindow(now = Date.now()): Promise<number> {
  const me = thisInstance().id;
  const from =
    (holder.countersignWindowFlushedAt ?? 0) - ((holder.countersignWindowFlushedAt ?? 0) % MINUTE_MS);
  const rows = [...platformWindow().minutes(now)].flatMap(([api, minutes]) =>
    minutes
      .filter((m) => m.minute >= from)
      .map((m) => ({
        instanceId: me,
        api,
        minute: new Date(m.minute),
        calls: m.calls,
        failures: m.failures,
        latencyBins: m.bins,
        lastOkAt: m.lastOkAt === null ? null : new Date(m.lastOkAt),
        lastFailureAt: m.lastFailureAt === null ? null : new Date(m.lastFailureAt),
        lastFailure: m.lastFailure,
      })),
  );
  await upsertCallMinutes(rows);
  holder.countersignWindowFlushedAt = now;
  const sightings = featureSightings();
  const seen = sightings.drain();
  try {
    await recordFeatureSightings(
      seen.disabled.map((d) => ({ ...d, firstSeen: new Date(d.firstSeen), lastSeen: new Date(d.lastSeen) })),
      seen.ok.map((o) => ({ ...o, at: new Date(o.at) })),
    );
  } catch (err) {
    // Put them back for the next minute's try: a refusal may not be seen again soon.
    for (const d of seen.disabled) {
      sightings.record(d.api, d.operation, "FEATURE_DISABLED", d.firstSeen);
      sightings.record(d.api, d.operation, "FEATURE_DISABLED", d.lastSeen);
    }
    for (const o of seen.ok) sightings.record(o.api, o.operation, "ok", o.at);
    throw err;
  }
  await pruneCallMinutes(new Date(now - KEEP_MS));
  return rows.length;
}
