import { describe, expect, it, vi } from "vitest";
import { tokenAvailable } from "./token-check";

// Readiness's platform token: cached or fetched within the wait; a failing or slow token server is "down".
describe("tokenAvailable", () => {
  it("is true when the source hands a token (cached or fetched)", async () => {
    expect(await tokenAvailable({ getToken: async () => "tok" }, 2_000)).toBe(true);
  });

  it("is false when the token request fails", async () => {
    const failing = { getToken: () => Promise.reject(new Error("401")) };
    expect(await tokenAvailable(failing, 2_000)).toBe(false);
  });

  it("is false when no token comes within the wait, and does not wait longer", async () => {
    vi.useFakeTimers();
    const pending = tokenAvailable({ getToken: () => new Promise<string>(() => {}) }, 2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toBe(false);
    vi.useRealTimers();
  });
});
