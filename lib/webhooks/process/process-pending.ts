import "server-only";
import { db } from "@/lib/db/client";
import { isTransientDbError } from "@/lib/db/transient-error";
import { claimNextPending, markFailed } from "@/lib/db/webhook-delivery-queue";
import { logger } from "@/lib/logger";
import { runAfterCommit } from "./after-commit";
import { handleDelivery } from "./handle-delivery";

// Applies stored deliveries to the read models, oldest first, one transaction per delivery: the read
// models, the change events and the delivery's processed mark commit together or not at all. A delivery
// whose handler throws is parked as unprocessable with the message, so one poison delivery never stops
// the batch (or, across runs, the stream) — unless the error is the database's, which is retried.

/** Long enough for a slow lock wait; short enough that a stuck delivery does not hold its row for long. */
const TRANSACTION_TIMEOUT_MS = 15_000;

export async function processPending(limit = 100): Promise<{ processed: number; unprocessable: number }> {
  let processed = 0;
  let unprocessable = 0;
  for (let i = 0; i < limit; i++) {
    const claim: { id?: bigint } = {};
    let result;
    try {
      result = await db.$transaction(
        async (tx) => {
          const delivery = await claimNextPending(tx);
          if (!delivery) return null;
          claim.id = delivery.id;
          return handleDelivery(tx, delivery);
        },
        { timeout: TRANSACTION_TIMEOUT_MS },
      );
    } catch (err) {
      // Nothing claimed, or the database itself is failing (the claim rolled back with the rest): the
      // delivery stays pending and the loop's next run tries again. Only an error about this delivery's
      // own content parks it.
      if (claim.id === undefined || isTransientDbError(err)) throw err;
      const message = err instanceof Error ? err.message : String(err);
      logger.error({ err, deliveryId: claim.id.toString() }, "webhook delivery could not be processed");
      await markFailed(claim.id, `Processing failed: ${message.slice(0, 500)}`);
      unprocessable++;
      continue;
    }
    if (result === null) break;
    if (result.ok) {
      processed++;
      // Committed: now, and only now, the platform may be called (the automatic Instant answer).
      if (result.afterCommit) runAfterCommit(result.afterCommit, claim.id!);
    } else unprocessable++;
  }
  return { processed, unprocessable };
}
