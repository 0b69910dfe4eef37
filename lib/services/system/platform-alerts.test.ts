import { describe, expect, it } from "vitest";
import { BIN_COUNT } from "@/lib/metrics/latency-bins";
import { MINUTE_MS, type TCallMinute } from "@/lib/metrics/platform-window";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { checkPlatformAlerts } from "./platform-alerts";

// platform_failing: an API over the rule opens an episode and tells admins and managers once; the episode
// ends when the rule no longer holds, and a new breach is a new episode with a new subject.
const T0 = Date.UTC(2030, 0, 1, 12, 0, 30);
const rule = { errorRate: 0.2, minCalls: 10, p99Ms: 5_000 };
const minute = (at: number, calls: number, failures: number, slowBin = 0): TCallMinute => {
  const bins = new Array<number>(BIN_COUNT).fill(0);
  bins[slowBin] = calls;
  return {
    minute: at - (at % MINUTE_MS),
    calls,
    failures,
    bins,
    lastOkAt: null,
    lastFailureAt: null,
    lastFailure: null,
  };
};

describe("checkPlatformAlerts", () => {
  const test = withAppTestDatabase();

  it("tells once per episode, and a new episode after recovery", async () => {
    const admin = await test.db.user.create({ data: { email: "a@x.test", name: "a", roles: ["admin"] } });
    await test.db.user.create({ data: { email: "o@x.test", name: "o", roles: ["finance_ops"] } });
    const failing = new Map([["gateway", [minute(T0, 20, 10)]]]);
    expect(await checkPlatformAlerts(failing, rule, T0)).toEqual([
      { api: "gateway", change: "opened", reason: "10 of 20 calls failed (over 20 %)" },
    ]);
    expect(await checkPlatformAlerts(failing, rule, T0 + MINUTE_MS)).toEqual([]);
    const told = await test.db.notification.findMany();
    expect(told).toMatchObject([
      {
        userId: admin.id,
        kind: "platform_failing",
        subject: `gateway:${new Date(T0).toISOString()}`,
        link: "/system",
      },
    ]);

    const healthy = new Map([["gateway", [minute(T0 + 2 * MINUTE_MS, 20, 0)]]]);
    expect(await checkPlatformAlerts(healthy, rule, T0 + 2 * MINUTE_MS)).toEqual([
      { api: "gateway", change: "closed", reason: null },
    ]);
    const again = new Map([["gateway", [minute(T0 + 10 * MINUTE_MS, 12, 0, 95)]]]);
    const [opened] = await checkPlatformAlerts(again, rule, T0 + 10 * MINUTE_MS);
    expect(opened).toMatchObject({
      change: "opened",
      reason: expect.stringMatching(/^p99 \d+ ms \(over 5000 ms\)$/),
    });
    expect(await test.db.notification.count()).toBe(2);
    expect(await test.db.platformAlertEpisode.count({ where: { endedAt: null } })).toBe(1);
  });

  it("does not count minutes older than five minutes, nor an API with too few calls", async () => {
    const ledger = async (minutes: TCallMinute[]) =>
      (await checkPlatformAlerts(new Map([["ledger", minutes]]), rule, T0)).filter((c) => c.api === "ledger");
    expect(await ledger([minute(T0 - 6 * MINUTE_MS, 50, 50)])).toEqual([]);
    expect(await ledger([minute(T0, 9, 9)])).toEqual([]);
  });
});
