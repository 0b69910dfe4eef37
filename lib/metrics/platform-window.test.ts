import { describe, expect, it } from "vitest";
import { binOf, binUpperMs, BIN_COUNT, quantileMs } from "./latency-bins";
import { createPlatformWindow, isFailure, MINUTE_MS, sumMinutes, WINDOW_MINUTES } from "./platform-window";

// The System page's in-process hour (docs/observability.md#system-page): percentiles within a bin's width,
// minutes that leave the window, memory that does not grow with traffic.
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe("latency bins", () => {
  it("puts a duration in a bin whose upper edge is at most 10 % above it", () => {
    for (const ms of [1.5, 7, 42, 180, 999, 4_321, 30_000]) {
      const upper = binUpperMs(binOf(ms));
      expect(upper).toBeGreaterThanOrEqual(Math.floor(ms));
      expect(upper).toBeLessThanOrEqual(Math.ceil(ms * 1.1) + 1);
    }
    expect(binOf(0)).toBe(0);
    expect(binOf(10 * 60_000)).toBe(BIN_COUNT - 1);
  });

  it("reads p50 and p99 from the bins", () => {
    const w = createPlatformWindow();
    for (let i = 1; i <= 100; i++) w.record("gateway", i * 10, 200, "ok", T0);
    const s = sumMinutes(w.minutes(T0).get("gateway")!);
    expect(quantileMs(s.bins, 0.5)).toBeGreaterThanOrEqual(500);
    expect(quantileMs(s.bins, 0.5)).toBeLessThanOrEqual(550);
    expect(quantileMs(s.bins, 0.99)).toBeGreaterThanOrEqual(990);
    expect(quantileMs(s.bins, 0.99)).toBeLessThanOrEqual(1_090);
    expect(quantileMs(new Array(BIN_COUNT).fill(0), 0.5)).toBeNull();
  });
});

describe("the platform window", () => {
  it("counts calls and failures per API and minute, with the last success and failure", () => {
    const w = createPlatformWindow();
    w.record("gateway", 20, 200, "ok", T0 + 1_000);
    w.record("gateway", 20, 500, "http", T0 + 2_000);
    w.record("gateway", 20, 400, "VALIDATION_ERROR", T0 + 3_000);
    w.record("ledger", 20, null, "timeout", T0 + 61_000);
    const minutes = w.minutes(T0 + 61_000);
    expect(minutes.get("gateway")).toEqual([
      expect.objectContaining({
        minute: T0,
        calls: 3,
        failures: 1,
        lastOkAt: T0 + 3_000,
        lastFailureAt: T0 + 2_000,
        lastFailure: "http (HTTP 500)",
      }),
    ]);
    expect(minutes.get("ledger")).toEqual([
      expect.objectContaining({ minute: T0 + MINUTE_MS, calls: 1, failures: 1, lastFailure: "timeout" }),
    ]);
  });

  it("leaves out the minutes older than the hour, and reuses their slot", () => {
    const w = createPlatformWindow();
    w.record("gateway", 5, 200, "ok", T0);
    w.record("gateway", 5, 200, "ok", T0 + 30 * MINUTE_MS);
    const later = T0 + WINDOW_MINUTES * MINUTE_MS; // the same ring slot as T0
    expect(w.minutes(later - 1).get("gateway")).toHaveLength(2);
    expect(
      w
        .minutes(later)
        .get("gateway")!
        .map((m) => m.minute),
    ).toEqual([T0 + 30 * MINUTE_MS]);
    w.record("gateway", 5, 500, "http", later);
    expect(
      w
        .minutes(later)
        .get("gateway")!
        .map((m) => [m.minute, m.calls]),
    ).toEqual([
      [T0 + 30 * MINUTE_MS, 1],
      [later, 1],
    ]);
  });

  it("keeps at most an hour of fixed-size minutes per API however many calls it records", () => {
    const w = createPlatformWindow();
    for (let i = 0; i < 200_000; i++) w.record("gateway", i % 5_000, 200, "ok", T0 + i * 100);
    const minutes = w.minutes(T0 + 200_000 * 100).get("gateway")!;
    expect(minutes.length).toBeLessThanOrEqual(WINDOW_MINUTES);
    for (const m of minutes) expect(m.bins).toHaveLength(BIN_COUNT);
  });

  it("counts as failures no answer, 5xx, 429 and unreadable answers, never a 4xx refusal", () => {
    expect(isFailure(null, "timeout")).toBe(true);
    expect(isFailure(503, "http")).toBe(true);
    expect(isFailure(429, "RATE_LIMITED")).toBe(true);
    expect(isFailure(200, "invalid_response")).toBe(true);
    expect(isFailure(403, "FEATURE_DISABLED")).toBe(false);
    expect(isFailure(404, "http")).toBe(false);
    expect(isFailure(200, "ok")).toBe(false);
  });
});
