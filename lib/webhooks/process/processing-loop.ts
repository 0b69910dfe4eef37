import "server-only";
import { logger } from "@/lib/logger";
import { afterCommitSettled } from "./after-commit";
import { processPending } from "./process-pending";

// Runs processPending every 2 s, and soon after kickProcessing() (the intake calls it after storing, so
// processing follows a delivery within milliseconds). Up to PROCESSING_RUNS at a time per process: a kick
// starts a run when fewer are going, and otherwise asks for exactly one more run after the current ones,
// however many kicks came, so a burst costs a few runs, not a hundred. Other instances run their own loop;
// SKIP LOCKED keeps every run off the others' deliveries.
//
// Why two: a run applies one delivery at a time, and a delivery costs a dozen database round trips. A
// pending Instant payment must be answered within 5 seconds (target: 50 ms at p99), and it is claimed first
// (lib/db/webhook-delivery-queue.ts) — but a lone run would still make it wait for the delivery in progress. A second run
// takes it at once. More would buy little and hold more pooled connections.

export const PROCESSING_INTERVAL_MS = 2_000;
const BATCH = 100;
/** Runs at a time per process (bench:notify runs as many notify() loops per instance that receives webhooks). */
export const PROCESSING_RUNS = 2;

// Next.js bundles instrumentation.ts (which starts the loop) and the route handlers (which kick it)
// separately, each with its own copy of this module: the kick must live on globalThis to reach the loop.
const shared = globalThis as typeof globalThis & { countersignKickProcessing?: (() => void) | null };

/** Ask the running loop (if any in this process) for a run now. */
export function kickProcessing(): void {
  shared.countersignKickProcessing?.();
}

/** Starts the loop; returns a function that stops it (and waits for the runs in progress). */
export function startProcessingLoop(): () => Promise<void> {
  const running = new Set<Promise<void>>();
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
    if (running.size >= PROCESSING_RUNS) {
      again = true;
      return;
    }
    const run: Promise<void> = runOnce().finally(() => running.delete(run));
    running.add(run);
  };

  const timer = setInterval(request, PROCESSING_INTERVAL_MS);
  timer.unref?.();
  shared.countersignKickProcessing = request;
  request(); // deliveries stored while no loop ran (a restart) are not left waiting for the first tick

  return async () => {
    stopped = true;
    clearInterval(timer);
    if (shared.countersignKickProcessing === request) shared.countersignKickProcessing = null;
    await Promise.all([...running]);
    await afterCommitSettled(); // answers on their way to the platform finish and are recorded
  };
}
