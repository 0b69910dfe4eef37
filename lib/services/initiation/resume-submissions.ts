import "server-only";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { STALE_SENDING_MS } from "./submit-payment";
import { submitDraft } from "./submit-draft";

// Drafts a crash, a restart or a timeout left part-submitted are finished here (docs/initiation.md#exactly-
// once), in every instance, at start and then every RESUME_INTERVAL_MS: payments never sent, payments
// whose answer never came (looked for before anything is sent again), payments left in flight by an
// instance that died. Two instances resuming the same draft is safe: each payment is claimed before its call.

export const RESUME_INTERVAL_MS = 30_000;

/** Drafts with work left: approved and not submitted, with a payment not settled or stale. Returns how many. */
export async function resumeOnce(now = Date.now()): Promise<number> {
  const stale = new Date(now - STALE_SENDING_MS);
  const drafts = await db.paymentDraft.findMany({
    where: {
      state: "submitting",
      OR: [
        { payments: { some: { state: { in: ["pending", "unknown"] } } } },
        { payments: { some: { state: "sending", sentAt: { lt: stale } } } },
        // Every payment settled, the draft not marked (a crash between the two).
        { payments: { every: { state: { in: ["created", "refused"] } } } },
      ],
    },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  for (const d of drafts) {
    try {
      await submitDraft(d.id, null);
    } catch (err) {
      logger.error({ err, draftId: d.id }, "resuming a draft's submission failed");
    }
  }
  return drafts.length;
}

/** Starts resuming; returns a function that stops it (and waits for a pass in progress). */
export function startSubmissionResume(): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = resumeOnce()
      .catch((err: unknown) => logger.error({ err }, "resuming draft submissions failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, RESUME_INTERVAL_MS);
  timer.unref?.();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
