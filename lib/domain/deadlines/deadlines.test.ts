import { describe, expect, it } from "vitest";
import {
  atRiskFrom,
  deadlineState,
  formatTimeLeft,
  isAtRisk,
  nextCrossing,
  slaDeadline,
  ZSaveSlaInput,
} from "./deadlines";

const T0 = Date.parse("2026-11-26T10:00:00Z");

describe("the at-risk rule: the last quarter of the window, or overdue", () => {
  const twoHours = slaDeadline(new Date(T0), 120);

  it("counts the deadline from the start", () => {
    expect(twoHours).toEqual({
      startedAt: "2026-11-26T10:00:00.000Z",
      deadlineAt: "2026-11-26T12:00:00.000Z",
    });
    expect(new Date(atRiskFrom(twoHours)).toISOString()).toBe("2026-11-26T11:30:00.000Z");
  });

  it.each([
    [0, "on_time"],
    [89 * 60_000 + 59_999, "on_time"],
    [90 * 60_000, "at_risk"], // exactly 30 min (25 %) left
    [119 * 60_000, "at_risk"],
    [120 * 60_000, "overdue"],
    [500 * 60_000, "overdue"],
  ])("%d ms after the start: %s", (after, state) => {
    expect(deadlineState(twoHours, T0 + after)).toBe(state);
    expect(isAtRisk(twoHours, T0 + after)).toBe(state !== "on_time");
  });

  it("reads the same for the 5-second Instant window: at risk from 1.25 s left", () => {
    const instant = { startedAt: "2026-11-26T10:00:00.000Z", deadlineAt: "2026-11-26T10:00:05.000Z" };
    expect(deadlineState(instant, T0 + 3_749)).toBe("on_time");
    expect(deadlineState(instant, T0 + 3_750)).toBe("at_risk");
  });

  it("a deadline before its start (a clock skew) is at risk at once, never on time for ever", () => {
    const skewed = { startedAt: "2026-11-26T10:00:10.000Z", deadlineAt: "2026-11-26T10:00:05.000Z" };
    expect(deadlineState(skewed, T0)).toBe("at_risk");
  });
});

describe("nextCrossing", () => {
  it("is the earliest change of state still to come among the deadlines", () => {
    const a = slaDeadline(new Date(T0), 120); // at risk 11:30, overdue 12:00
    const b = slaDeadline(new Date(T0 + 10 * 60_000), 60); // at risk 10:55, overdue 11:10
    const at = (iso: string) => Date.parse(`2026-11-26T${iso}:00Z`);
    expect(nextCrossing([a, b], T0)).toBe(at("10:55"));
    expect(nextCrossing([a, b], at("10:55"))).toBe(at("11:10"));
    expect(nextCrossing([a, b], at("11:10"))).toBe(at("11:30"));
    expect(nextCrossing([a, b], at("12:00"))).toBeNull();
    expect(nextCrossing([], T0)).toBeNull();
  });
});

describe("time left in words", () => {
  it.each([
    [42_500, "42 s left"],
    [12 * 60_000 + 59_000, "12 min left"],
    [65 * 60_000, "1 h 05 min left"],
    [26 * 3600_000, "1 d 2 h left"],
    [0, "overdue by 0 s"],
    [-3 * 60_000 - 1, "overdue by 3 min"],
  ])("%d ms → %s", (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});

describe("the SLA input", () => {
  it("takes whole minutes between 1 and 30 days for a known queue", () => {
    expect(ZSaveSlaInput.parse({ queue: "drafts", minutes: 30 })).toEqual({ queue: "drafts", minutes: 30 });
    for (const bad of [
      { queue: "drafts", minutes: 0 },
      { queue: "drafts", minutes: 1.5 },
      { queue: "drafts", minutes: 43_201 },
      { queue: "instant", minutes: 5 },
    ])
      expect(ZSaveSlaInput.safeParse(bad).success).toBe(false);
  });
});
