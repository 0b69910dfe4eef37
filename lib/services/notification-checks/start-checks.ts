import "server-only";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { pollRestrictionOrders } from "../restriction-orders/poll-new-orders";
import { checkWebhookSilence, SILENCE_CHECK_MS } from "./webhook-silence";

// The checks that produce notifications without a webhook (docs/notifications.md#producers), started in
// every instance (lib/startup.ts) like the cancellation sweep. Each tick only tries to claim its check
// (lib/db/notification-checks.ts): one instance runs it per interval, whichever gets there first.

function every(ms: number, name: string, run: () => Promise<unknown>): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch((err: unknown) => logger.warn({ err }, `${name} failed; it runs again at its next interval`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, ms);
  timer.unref?.();
  tick();
  return () => clearInterval(timer);
}

/** Starts both checks; returns a function that stops them. */
export function startNotificationChecks(): () => void {
  const pollMs = env.RESTRICTION_POLL_SECONDS * 1000;
  const stops = [
    every(pollMs, "restriction-order poll", () => pollRestrictionOrders(pollMs)),
    every(SILENCE_CHECK_MS, "webhook silence check", () => checkWebhookSilence(env.WEBHOOK_SILENCE_MINUTES)),
  ];
  return () => stops.forEach((stop) => stop());
}
