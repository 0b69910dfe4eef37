import { describe, expect, it } from "vitest";
import { formatAge } from "./age";

describe("formatAge", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it.each([
    ["2026-11-24T11:59:30Z", "<1 min"],
    ["2026-11-24T11:18:00Z", "42 min"],
    ["2026-11-24T08:55:00Z", "3 h 05 min"],
    ["2026-11-22T08:00:00Z", "2 d 4 h"],
  ])("%s → %s", (iso, text) => expect(formatAge(iso, now)).toBe(text));
  it("says nothing when the platform gave no time", () => expect(formatAge(null, now)).toBe("—"));
});
