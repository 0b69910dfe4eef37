import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { burstThrottle } from "./burst-throttle";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A read that takes `ms` (fake time). */
const reading = (ms: number) => vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe("burstThrottle", () => {
  it("runs the first change at once and a burst's last at the end of its window, not once per change", async () => {
    const run = reading(10);
    const t = burstThrottle(run, 750);
    t.hit();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 400; i++) {
      await vi.advanceTimersByTimeAsync(1);
      t.hit();
    }
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(750);
    expect(run).toHaveBeenCalledTimes(2); // the changes after the first read are read too
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("runs a lone change after a quiet spell at once", async () => {
    const run = reading(10);
    const t = burstThrottle(run, 750);
    t.hit();
    await vi.advanceTimersByTimeAsync(2_000);
    t.hit();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("never runs two reads at once, and reads once more after a slow read for the changes during it", async () => {
    const run = reading(3_000); // a slow line
    const t = burstThrottle(run, 750);
    t.hit();
    for (let i = 0; i < 20; i++) {
      await vi.advanceTimersByTimeAsync(100);
      t.hit();
    }
    expect(run).toHaveBeenCalledTimes(1); // still reading: the read is not abandoned for a newer one
    await vi.advanceTimersByTimeAsync(1_000); // the first read ends at 3 s; the next starts then
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2); // nothing changed during the second read
  });

  it("runs nothing after cancel", async () => {
    const run = reading(10);
    const t = burstThrottle(run, 750);
    t.hit();
    t.hit();
    t.cancel();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps going after a failed read", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    const t = burstThrottle(run, 750);
    t.hit();
    await vi.advanceTimersByTimeAsync(1_000);
    t.hit();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
