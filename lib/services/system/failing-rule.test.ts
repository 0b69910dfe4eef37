import { describe, expect, it } from "vitest";
import type { TApiStats } from "./failing-rule";
import { failingReason, stateOf } from "./failing-rule";

const rule = { errorRate: 0.2, minCalls: 10, p99Ms: 5_000 };
const stats = (calls: number, failures: number, p99Ms: number | null = 50): TApiStats => ({
  calls,
  failures,
  failureRate: calls ? failures / calls : null,
  p50Ms: p99Ms,
  p99Ms,
  lastOkAt: null,
  lastFailureAt: null,
  lastFailure: null,
});

describe("the failing rule", () => {
  it("fails over the error rate or the p99, only with enough calls", () => {
    expect(failingReason(stats(10, 3), rule)).toBe("3 of 10 calls failed (over 20 %)");
    expect(failingReason(stats(10, 2), rule)).toBeNull();
    expect(failingReason(stats(10, 0, 6_000), rule)).toBe("p99 6000 ms (over 5000 ms)");
    expect(failingReason(stats(9, 9, 9_000), rule)).toBeNull();
  });

  it("states an API ok, degraded, failing or idle", () => {
    expect(stateOf(stats(0, 0), stats(0, 0), rule)).toBe("idle");
    expect(stateOf(stats(20, 10), stats(100, 10), rule)).toBe("failing");
    expect(stateOf(stats(5, 1), stats(100, 1), rule)).toBe("degraded");
    expect(stateOf(stats(0, 0), stats(100, 50), rule)).toBe("degraded");
    expect(stateOf(stats(20, 0), stats(100, 2), rule)).toBe("ok");
  });
});
