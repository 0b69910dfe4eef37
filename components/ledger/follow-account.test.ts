import { describe, expect, it } from "vitest";
import { followDelay, followUntil } from "./follow-account";

// A fake clock: sleeping advances it, so a 20 s budget runs in no time and the read count is exact.
function clock() {
  let t = 0;
  const slept: number[] = [];
  return {
    now: () => t,
    slept,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
  };
}

describe("followUntil", () => {
  it("backs off from 500 ms and caps at 3 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(followDelay)).toEqual([500, 750, 1125, 1688, 2531, 3000, 3000, 3000]);
  });

  it("stops at the first read that satisfies the condition", async () => {
    const c = clock();
    const states = ["OPENED", "OPENED", "CLOSED", "CLOSED"];
    const seen: string[] = [];
    const r = await followUntil({
      read: async () => states.shift()!,
      until: (s) => s === "CLOSED",
      onRead: (s) => seen.push(s),
      ...c,
    });
    expect(r).toEqual({ done: true, value: "CLOSED", reads: 3 });
    expect(seen).toEqual(["OPENED", "OPENED", "CLOSED"]);
    expect(c.slept).toEqual([500, 750, 1125]);
  });

  it("keeps reading through failed reads and reports the last value and error when the budget runs out", async () => {
    const c = clock();
    let n = 0;
    const r = await followUntil({
      read: async () => {
        n++;
        if (n % 2 === 0) throw new Error(`blip ${n}`);
        return "OPENED";
      },
      until: (s) => s === "CLOSED",
      budgetMs: 20_000,
      ...c,
    });
    expect(r.done).toBe(false);
    if (r.done) return;
    expect(r.last).toBe("OPENED");
    expect(c.now()).toBe(20_000); // never sleeps past the deadline
    expect(r.reads).toBe(n);
    expect((r.error as Error | null)?.message ?? null).toBe(n % 2 === 0 ? `blip ${n}` : null);
  });

  it("rethrows an abort instead of reading on", async () => {
    const controller = new AbortController();
    let reads = 0;
    const run = followUntil({
      read: async () => {
        reads++;
        controller.abort(new Error("left the page"));
        return "OPENED";
      },
      until: () => false,
      signal: controller.signal,
      ...clock(),
    });
    await expect(run).rejects.toThrow("left the page");
    expect(reads).toBe(1);
  });
});
