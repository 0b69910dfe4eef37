import "server-only";
import { logger } from "@/lib/logger";
import { deliverOnce, type TDeliveryConfig } from "./deliver-pass";
import { POLL_MS, WAKE_DELAY_MS } from "./delivery-policy";

// The outbox worker of one instance (docs/notifications.md#delivery): a pass every POLL_MS, at once when
// woken, and pass after pass while each claims a full batch (a burst drains without waiting for the timer).
// Only one pass per POLL_MS also sweeps (abandoned last attempts, due digests): every notify() on any
// instance wakes every worker, and in a burst those queries ran once per event per instance.
// Every instance runs one; SKIP LOCKED keeps them from taking the same rows.

export type TDeliveryWorker = {
  /** Asks for a pass now (a notify() just committed). */
  wake(): void;
  /** Stops taking new rows and waits for the pass in progress to settle what it claimed. */
  stop(): Promise<void>;
};

export function startDeliveryWorker(
  cfg: TDeliveryConfig,
  pollMs = POLL_MS,
  wakeDelayMs = WAKE_DELAY_MS,
): TDeliveryWorker {
  let running: Promise<void> | null = null;
  let waking: ReturnType<typeof setTimeout> | null = null;
  let again = false;
  let stopped = false;
  let sweptAt = -Infinity;
  const loop = async () => {
    do {
      again = false;
      try {
        // Digests and abandoned claims once per interval; a burst's wake-ups are for immediate rows.
        const sweep = performance.now() - sweptAt >= pollMs;
        if (sweep) sweptAt = performance.now();
        const r = await deliverOnce(cfg, { sweep });
        if (r.rows >= cfg.batch) again = true;
      } catch (err) {
        logger.error({ err }, "notification delivery pass failed");
      }
    } while (again && !stopped);
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref?.();
  tick();
  return {
    // A burst wakes every instance once per notify(): the wake-ups of a few milliseconds make one pass.
    wake() {
      waking ??= setTimeout(() => {
        waking = null;
        tick();
      }, wakeDelayMs);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (waking) clearTimeout(waking);
      await running;
    },
  };
}
