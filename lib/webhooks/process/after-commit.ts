import "server-only";
import { logger } from "@/lib/logger";
import type { TAfterCommit } from "./types";

// Effects of committed deliveries (the automatic answer to a pending Instant payment) run beside the
// processing loop, not in it: one slow platform call must not hold back the deliveries behind it. They are
// tracked so a stopping loop (and a test) can wait for them, and a failure is logged, never lost.

const running = new Set<Promise<void>>();

export function runAfterCommit(effect: TAfterCommit, deliveryId: bigint): void {
  const p = Promise.resolve()
    .then(effect)
    .catch((err: unknown) =>
      logger.error(
        { err, deliveryId: deliveryId.toString() },
        "after-commit effect of a webhook delivery failed",
      ),
    )
    .finally(() => running.delete(p));
  running.add(p);
}

/** Resolves once every effect started so far has ended (effects started meanwhile included). */
export async function afterCommitSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
