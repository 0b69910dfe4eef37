import { describe, expect, it } from "vitest";
import { isSessionExpired } from "./session-clock";

describe("isSessionExpired", () => {
  const now = 1_800_000_000;
  it("keeps a session younger than the absolute limit", () => {
    expect(isSessionExpired(now - 11 * 3600, 12, now)).toBe(false);
  });
  it("ends a session at the absolute limit however active it was", () => {
    expect(isSessionExpired(now - 12 * 3600, 12, now)).toBe(true);
  });
  it("ends a session whose sign-in time is missing or in the future", () => {
    expect(isSessionExpired(undefined, 12, now)).toBe(true);
    expect(isSessionExpired("1800000000", 12, now)).toBe(true);
    expect(isSessionExpired(now + 3600, 12, now)).toBe(true);
  });
});
