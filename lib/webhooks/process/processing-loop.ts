import "server-only";
import { logger } from "@/lib/logger";
import { processPending } from "./process-pending";

// Runs processPending every 2 s, and soon after kickProcessing() (the intake calls it after storing, so
// processing follows a delivery within milliseconds). One run at a time per process: a kick during a run
// asks for exactly one more run after it, however many kicks came, so a burst costs two runs, not a
// hundred. Other instances run their own loop; SKIP LOCKED keeps them off each other's deliveries.

export const PROCESSING_INTERVAL_MS = 2_000;
const BATCH = 100;

// Next.js bundles instrumentation.ts (which starts the loop) and the route handlers (which kick it)
// separately, each with its own copy of this module: the kick must live on globalThis to reach the loop.
const shared = globalThis as typeof globalThis & { countersignKickProcessing?: (() => void) | null };

/** Ask the running loop (if any in this process) for a run now. */
export function kickProcessing(): void {
  shared.countersignKickProcessing?.();
}

/** Starts the loop; returns a function that stops it (and waits for a run in progress). */
export function startProcessingLoop(): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = async () => {
    do {
      again = false;
      try {
        const { processed, unprocessable } = await processPending(BATCH);
        // A full batch means more may be waiting: go on without waiting for the timer.
        if (processed + unprocessable === BATCH) again = true;
      } catch (err) {
        logger.error({ err }, "webhook processing run failed");
      }
    } while (again && !stopped);
  };

  const request = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(request, PROCESSING_INTERVAL_MS);
  timer.unref?.();
  shared.countersignKickProcessing = request;
  request(); // deliveries stored while no loop ran (a restart) are not left waiting for the first tick

  return async () => {
    stopped = true;
    clearInterval(timer);
    if (shared.countersignKickProcessing === request) shared.countersignKickProcessing = null;
    await running;
  };
}
