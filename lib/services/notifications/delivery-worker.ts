import "server-only";
import { logger } from "@/lib/logger";
import { deliverOnce, type TDeliveryConfig } from "./deliver-pass";
import { POLL_MS } from "./delivery-policy";

// The outbox worker of one instance (docs/notifications.md#delivery): a pass every POLL_MS, at once when
// woken, and pass after pass while each claims a full batch (a burst drains without waiting for the timer).
// Every instance runs one; SKIP LOCKED keeps them from taking the same rows.

export type TDeliveryWorker = {
  /** Asks for a pass now (a notify() just committed). */
  wake(): void;
  /** Stops taking new rows and waits for the pass in progress to settle what it claimed. */
  stop(): Promise<void>;
};

export function startDeliveryWorker(cfg: TDeliveryConfig, pollMs = POLL_MS): TDeliveryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const loop = async () => {
    do {
      again = false;
      try {
        const r = await deliverOnce(cfg);
        if (r.claimed >= cfg.batch) again = true;
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
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
