import { beforeEach, describe, expect, it, vi } from "vitest";
import { withPlatform } from "../platform/registry";

const state = {
  database: true,
  listen: "up" as "up" | "down" | "hangs",
  token: "up" as "up" | "down" | "throws",
};
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

const tokens = {
  check: async () => {
    if (state.token === "throws") throw new Error("token server unreachable");
    return state.token === "up";
  },
};
const ready = () => withPlatform({ tokens }, () => checkReadiness());

describe("checkReadiness", () => {
  beforeEach(() => {
    state.database = true;
    state.listen = "up";
    state.token = "up";
  });

  it("is ready when the database, LISTEN and a platform token answer", async () => {
    expect(await ready()).toEqual({
      ready: true,
      checks: { database: "up", listen: "up", platformToken: "up" },
    });
  });

  it.each([
    ["the database is down", { database: false }, { database: "down", listen: "up", platformToken: "up" }],
    [
      "LISTEN is refused",
      { listen: "down" as const },
      { database: "up", listen: "down", platformToken: "up" },
    ],
    [
      "no platform token",
      { token: "down" as const },
      { database: "up", listen: "up", platformToken: "down" },
    ],
    [
      "the token check throws",
      { token: "throws" as const },
      { database: "up", listen: "up", platformToken: "down" },
    ],
  ])("is not ready when %s, and names it", async (_what, change, checks) => {
    Object.assign(state, change);
    expect(await ready()).toEqual({ ready: false, checks });
  });

  it("does not wait for a LISTEN connection that hangs beyond two seconds", async () => {
    vi.useFakeTimers();
    state.listen = "hangs";
    const pending = ready();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toEqual({
      ready: false,
      checks: { database: "up", listen: "down", platformToken: "up" },
    });
    vi.useRealTimers();
  });
});
