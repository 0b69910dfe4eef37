import { beforeEach, describe, expect, it, vi } from "vitest";

const state = { database: true, listen: "up" as "up" | "down" | "hangs" };
vi.mock("@/lib/db/ping", () => ({ pingDatabase: async () => state.database }));
vi.mock("@/lib/live/listener", () => ({
  changeListener: {
    ensureConnected: () =>
      state.listen === "up"
        ? Promise.resolve()
        : state.listen === "down"
          ? Promise.reject(new Error("refused"))
          : new Promise(() => {}),
  },
}));
const { checkReadiness } = await import("./check-readiness");

describe("checkReadiness", () => {
  beforeEach(() => {
    state.database = true;
    state.listen = "up";
  });

  it("is ready when the database and LISTEN answer", async () => {
    expect(await checkReadiness()).toEqual({ ready: true, checks: { database: "up", listen: "up" } });
  });

  it.each([
    ["the database is down", { database: false }, { database: "down", listen: "up" }],
    ["LISTEN is refused", { listen: "down" as const }, { database: "up", listen: "down" }],
  ])("is not ready when %s, and names it", async (_what, change, checks) => {
    Object.assign(state, change);
    expect(await checkReadiness()).toEqual({ ready: false, checks });
  });

  it("does not wait for a LISTEN connection that hangs beyond two seconds", async () => {
    vi.useFakeTimers();
    state.listen = "hangs";
    const pending = checkReadiness();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toEqual({ ready: false, checks: { database: "up", listen: "down" } });
    vi.useRealTimers();
  });
});
