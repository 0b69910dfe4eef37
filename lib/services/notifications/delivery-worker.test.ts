import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliverOnce, type TDeliveryConfig } from "./deliver-pass";
import { startDeliveryWorker } from "./delivery-worker";

vi.mock("./deliver-pass", () => ({ deliverOnce: vi.fn() }));

// The worker's timing alone (deliver-pass.test.ts runs real passes): how many passes a burst of wake-ups
// makes, and which of them sweep (abandoned claims, digests).
describe("delivery worker", () => {
  const pass = vi.mocked(deliverOnce);
  const cfg = { batch: 10 } as TDeliveryConfig;
  const idle = { claimed: 0, sent: 0, failed: 0, rows: 0 };

  beforeEach(() => {
    vi.useFakeTimers();
    pass.mockReset().mockResolvedValue(idle);
  });
  afterEach(() => vi.useRealTimers());

  it("makes one pass of the wake-ups that come within the wake delay", async () => {
    const worker = startDeliveryWorker(cfg, 1_000, 20);
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1); // the pass at start
    for (let i = 0; i < 50; i++) {
      worker.wake();
      await vi.advanceTimersByTimeAsync(0.3); // a burst: one notify() every 0.3 ms
    }
    await vi.advanceTimersByTimeAsync(20);
    expect(pass).toHaveBeenCalledTimes(2);
    await worker.stop();
  });

  it("sweeps at most once per poll interval, and runs again at once after a full batch", async () => {
    pass.mockResolvedValueOnce(idle).mockResolvedValueOnce({ ...idle, rows: 10 });
    const worker = startDeliveryWorker(cfg, 1_000, 20);
    await vi.advanceTimersByTimeAsync(0);
    worker.wake();
    await vi.advanceTimersByTimeAsync(20); // the woken pass claims a full batch, so another follows
    expect(pass.mock.calls.map(([, o]) => o?.sweep)).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(1_000); // the poll
    expect(pass.mock.calls.at(-1)?.[1]?.sweep).toBe(true);
    await worker.stop();
  });

  it("does not pass after it stopped, even when woken", async () => {
    const worker = startDeliveryWorker(cfg, 1_000, 20);
    await vi.advanceTimersByTimeAsync(0);
    worker.wake();
    await worker.stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
