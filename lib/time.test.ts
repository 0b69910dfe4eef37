import { describe, expect, it } from "vitest";
import { formatDateTime, formatRelative } from "./time";

describe("time display", () => {
  it("shows the absolute time with its zone", () => {
    expect(formatDateTime("2026-11-22T09:05:03Z", "en-GB", "Europe/Berlin")).toBe(
      "22 Nov 2026, 10:05:03 CET",
    );
    expect(formatDateTime("2026-07-01T09:05:03Z", "en-GB", "UTC")).toBe("01 Jul 2026, 09:05:03 UTC");
  });
  it("shows relative time in the largest whole unit", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(formatRelative("2026-11-22T11:57:00Z", now, "en")).toBe("3 min. ago");
    expect(formatRelative("2026-11-22T10:00:00Z", now, "en")).toBe("2 hr. ago");
    expect(formatRelative("2026-11-22T12:00:00Z", now, "en")).toBe("now");
  });
});
