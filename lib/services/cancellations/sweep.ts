import "server-only";
import { db } from "@/lib/db/client";
import { claimDueSyncs, scheduleSync } from "@/lib/db/cancellation-sync";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { failureDelay, refreshCancellation } from "./refresh-cancellation";

// The periodic sweep of the inbox, started in every instance (instrumentation.ts → lib/startup.ts) like
// the webhook processing loop: each tick claims the rows due to be read (new requests whose payment is not
// known yet, answered ones in RETURNING/REFUSING, open ones now and then) with SKIP LOCKED, reads each from
// the platform and writes what changed, announcing it on the "cancellations" topic. After an answer the
// row is due a second later (markAnswered), so this is also the follow-up that brings the final status.

export const SWEEP_INTERVAL_MS = 1_000;
const BATCH = 20;
/** A claimed row is the claimer's for this long; if its instance dies, another reads it after. */
const LEASE_MS = 30_000;

/** One tick: reads every due row (up to BATCH, a few at once). Returns how many were read. */
export async function sweepOnce(): Promise<number> {
  const due = await claimDueSyncs(BATCH, LEASE_MS);
  const queue = [...due];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const row = next;
      try {
        const r = await refreshCancellation(row.id, {
          source: "poll",
          expectedVersion: row.version,
          withPayment: !row.paymentChecked,
        });
        if (!r.found) {
          // The platform does not know it (any more): asking again will not change that.
          await scheduleSync(db, row.id, null, {
            failed: true,
            error: "The platform does not know this request.",
          });
        }
      } catch (err) {
        const message = isProviderError(err) ? err.message : String(err);
        logger.warn({ err, cancellationId: row.id.toString() }, "reading a cancellation request failed");
        await scheduleSync(db, row.id, failureDelay(row.failures), {
          failed: true,
          error: message.slice(0, 500),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, due.length) }, worker));
  return due.length;
}

/** Starts the sweep; returns a function that stops it (and waits for a tick in progress). */
export function startCancellationSweep(): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        // A full batch means more are due: go on without waiting for the timer.
        while (!stopped && (await sweepOnce()) === BATCH);
      } catch (err) {
        logger.error({ err }, "cancellation sweep failed");
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, SWEEP_INTERVAL_MS);
  timer.unref?.();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
