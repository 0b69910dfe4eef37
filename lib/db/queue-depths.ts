import "server-only";
import { countAwaitingAnswer } from "./cancellations";
import { db } from "./client";
import { countToSign } from "./payment-states";
import { countOpenPendingConfirmations } from "./pending-confirmations";

// What waits for people and for the processor, read at each metrics scrape (docs/observability.md). The
// same counts as the Overview's tiles, and the webhook backlog the processing loop has not applied yet.

export type TQueueDepths = {
  toSign: number;
  instantPending: number;
  cancellationsOpen: number;
  draftsWaiting: number;
  webhookPending: number;
  /** When the oldest delivery not yet applied arrived; null when none waits. */
  oldestPendingAt: Date | null;
};

export async function readQueueDepths(): Promise<TQueueDepths> {
  const [toSign, instantPending, cancellationsOpen, draftsWaiting, webhookPending, oldest] =
    await Promise.all([
      countToSign(),
      countOpenPendingConfirmations(),
      countAwaitingAnswer(),
      db.paymentDraft.count({ where: { state: "waiting" } }),
      db.webhookDelivery.count({ where: { processing: "pending" } }),
      db.webhookDelivery.findFirst({
        where: { processing: "pending" },
        orderBy: { receivedAt: "asc" },
        select: { receivedAt: true },
      }),
    ]);
  return {
    toSign,
    instantPending,
    cancellationsOpen,
    draftsWaiting,
    webhookPending,
    oldestPendingAt: oldest?.receivedAt ?? null,
  };
}
