import "server-only";
import { raiseAlert, recentRejectedDeliveries, resolveAlerts } from "@/lib/db/alerts";
import { db } from "@/lib/db/client";
import { notify } from "@/lib/db/notify";
import { publishChange } from "@/lib/db/publish-change";
import { logger } from "@/lib/logger";
import type { TTx } from "./types";

// "Alert when verification keeps failing" (docs/pages.md#events). A single bad request is noise (a
// scanner, a stale retry); several in a few minutes mean a rotated key, a wrong tenant id or a drifting
// clock, and every delivery is being refused. A verified delivery afterwards proves the stream works again.

export const VERIFICATION_WINDOW_MS = 10 * 60_000;
export const VERIFICATION_THRESHOLD = 5;
const SUBJECT = "webhooks";

/**
 * Call after storing a rejected delivery. Raises (or refreshes) VERIFICATION_FAILING when at least
 * VERIFICATION_THRESHOLD deliveries were rejected within the last VERIFICATION_WINDOW_MS. Never throws:
 * the intake has already answered for the delivery, and an alert must not change that.
 */
export async function noteRejectedDelivery(reason?: string): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const { count: rejected, lastAt } = await recentRejectedDeliveries(tx, VERIFICATION_WINDOW_MS);
      if (rejected < VERIFICATION_THRESHOLD || !lastAt) return;
      const { id, raised } = await raiseAlert(tx, {
        kind: "VERIFICATION_FAILING",
        subject: SUBJECT,
        seenAt: lastAt,
        detail: {
          rejectedInWindow: rejected,
          windowMinutes: VERIFICATION_WINDOW_MS / 60_000,
          lastReason: reason ?? null,
        },
        occurrences: rejected,
      });
      await publishChange(tx, "alerts", id);
      // Once per alert (its id): the refreshes while it stays active tell nobody again.
      if (raised) {
        await notify(tx, {
          kind: "webhooks_failing",
          subject: `alert:${id}`,
          title: "Webhook verification is failing",
          body: `${rejected} deliveries that look like the platform's were refused in the last ${VERIFICATION_WINDOW_MS / 60_000} minutes (last reason: ${reason ?? "not given"}, at ${lastAt.toISOString()}).`,
          link: "/events",
        });
      }
    });
  } catch (err) {
    logger.error({ err }, "could not update the webhook verification alert");
  }
}

/** A verified delivery received after the last rejection resolves the alert. */
export async function clearVerificationFailing(tx: TTx, receivedAt: Date): Promise<void> {
  for (const id of await resolveAlerts(tx, "VERIFICATION_FAILING", receivedAt)) {
    await publishChange(tx, "alerts", id);
  }
}
