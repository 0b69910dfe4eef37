import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { featureSightings } from "@/lib/metrics/feature-sightings";
import { MINUTE_MS, platformWindow } from "@/lib/metrics/platform-window";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { thisInstance } from "../health/heartbeat";
import { flushPlatformWindow } from "./flush-window";
import { readAllMinutes, summarise } from "./platform-stats";

// The per-minute aggregate rows: this instance's minutes written (the running one rewritten), every
// instance's minutes read back into one hour, day-old rows pruned; FEATURE_DISABLED sightings recorded.
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const holder = globalThis as Record<string, unknown>;

describe("the platform minutes in PostgreSQL", () => {
  const test = withAppTestDatabase();
  beforeEach(() => {
    holder.countersignPlatformWindow = undefined;
    holder.countersignFeatureSightings = undefined;
    holder.countersignWindowFlushedAt = undefined;
  });

  it("writes this instance's minutes, rewrites the running one, and prunes rows older than a day", async () => {
    const ancient = { instanceId: randomUUID(), api: "gateway", calls: 1, failures: 0, latencyBins: [1] };
    await test.db.platformCallMinute.create({ data: { ...ancient, minute: new Date(T0 - 25 * 3_600_000) } });
    platformWindow().record("gateway", 40, 200, "ok", T0 + 1_000);
    expect(await flushPlatformWindow(T0 + 2_000)).toBe(1);
    platformWindow().record("gateway", 40, 502, "http", T0 + 3_000);
    platformWindow().record("gateway", 40, 200, "ok", T0 + MINUTE_MS + 1_000);
    expect(await flushPlatformWindow(T0 + MINUTE_MS + 2_000)).toBe(2);
    const rows = await test.db.platformCallMinute.findMany({ orderBy: { minute: "asc" } });
    expect(rows.map((r) => [r.instanceId, r.minute.getTime(), r.calls, r.failures])).toEqual([
      [thisInstance().id, T0, 2, 1],
      [thisInstance().id, T0 + MINUTE_MS, 1, 0],
    ]);
    expect(rows[0]!.lastFailure).toBe("http (HTTP 502)");
  });

  it("adds the other instances' minutes to this one's for the hour", async () => {
    const bins = new Array(120).fill(0);
    bins[60] = 10; // ~304 ms
    const now = Date.now();
    const minute = new Date(now - (now % MINUTE_MS) - 2 * MINUTE_MS);
    await test.db.platformCallMinute.create({
      data: {
        instanceId: randomUUID(),
        api: "ledger",
        minute,
        calls: 10,
        failures: 4,
        latencyBins: bins,
        lastFailure: "timeout",
        lastFailureAt: minute,
      },
    });
    platformWindow().record("ledger", 12, 200, "ok", now);
    const rule = { errorRate: 0.2, minCalls: 10, p99Ms: 5_000 };
    const [ledger] = summarise(await readAllMinutes(now), now, rule);
    expect(ledger).toMatchObject({ api: "ledger", hour: { calls: 11, failures: 4, lastFailure: "timeout" } });
    expect(ledger!.hour.p99Ms).toBeGreaterThan(250);
    expect(ledger!.state).toBe("failing");
  });

  it("records FEATURE_DISABLED per operation, and when the operation worked again", async () => {
    const op = "GET /v1/nostro-accounts/transfers";
    featureSightings().record("gateway", op, "FEATURE_DISABLED", T0);
    featureSightings().record("gateway", op, "FEATURE_DISABLED", T0 + 5_000);
    await flushPlatformWindow(T0 + 6_000);
    featureSightings().record("gateway", op, "ok", T0 + 9_000);
    featureSightings().record("gateway", "GET /v3/payments", "ok", T0 + 9_000);
    await flushPlatformWindow(T0 + 10_000);
    const rows = await test.db.platformFeatureObserved.findMany();
    expect(rows).toEqual([
      {
        api: "gateway",
        operation: op,
        firstSeenAt: new Date(T0),
        lastSeenAt: new Date(T0 + 5_000),
        okAfterAt: new Date(T0 + 9_000),
      },
    ]);
    featureSightings().record("gateway", op, "FEATURE_DISABLED", T0 + 20_000);
    await flushPlatformWindow(T0 + 21_000);
    expect(await test.db.platformFeatureObserved.findFirst()).toMatchObject({
      firstSeenAt: new Date(T0),
      lastSeenAt: new Date(T0 + 20_000),
      okAfterAt: null,
    });
  });
});
