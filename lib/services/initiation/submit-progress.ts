import "server-only";
import { db } from "@/lib/db/client";
import { publishChange } from "@/lib/db/publish-change";
import { logger } from "@/lib/logger";

// A batch being submitted (docs/initiation.md#bulk) tells its page how far it got: at most once per
// `everyMs`, and only when a payment settled since, the draft is announced on the "drafts" topic, and the
// page reads its counts and rows again. One announcement per payment would be 10,000 for a full batch.

export const PROGRESS_MS = 1_000;

export function submitProgress(draftId: string, everyMs = PROGRESS_MS) {
  let settled = false;
  const timer = setInterval(() => {
    if (!settled) return;
    settled = false;
    publishChange(db, "drafts", draftId).catch((err: unknown) =>
      logger.warn(
        { err, draftId },
        "announcing a batch's progress failed; its page reads it on its own timer",
      ),
    );
  }, everyMs);
  timer.unref?.();
  return {
    /** A payment was created, refused or left unknown. */
    settled: () => void (settled = true),
    stop: () => clearInterval(timer),
  };
}
