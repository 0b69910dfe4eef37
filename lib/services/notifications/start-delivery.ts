import "server-only";
import { loadSettings } from "@/lib/env";
import { changeListener } from "@/lib/live/listener";
import { logger } from "@/lib/logger";
import { createSmtpMailer } from "@/lib/providers/notify/smtp-mailer";
import { createWebhookPoster } from "@/lib/providers/notify/webhook-post";
import type { TDeliveryConfig } from "./deliver-pass";
import { CLAIM_BATCH, OUTBOX_POLICY, SEND_CONCURRENCY } from "./delivery-policy";
import { startDeliveryWorker } from "./delivery-worker";

// The app's outbox worker, from the settings (README, Settings): started by lib/startup.ts in every
// instance. It is woken by notify()'s live event (topic notifications, written by every notify() that told
// anyone: docs/notifications.md#fan-out) when it commits on any instance, and polls every second for the
// rest (retries, digests, expired claims).

export function deliveryConfigFromSettings(postWebhook: TDeliveryConfig["postWebhook"]): TDeliveryConfig {
  const s = loadSettings();
  if (!s.SMTP_URL) logger.warn("SMTP_URL is not set: notification e-mails are off (they fail at once)");
  return {
    policy: OUTBOX_POLICY,
    digestMinutes: s.NOTIFY_DIGEST_MINUTES,
    baseUrl: s.NEXTAUTH_URL,
    batch: CLAIM_BATCH,
    concurrency: SEND_CONCURRENCY,
    mailer: s.SMTP_URL ? createSmtpMailer(s.SMTP_URL.reveal(), s.NOTIFY_MAIL_FROM) : null,
    postWebhook,
  };
}

/** Starts delivering; returns a function that stops it (waiting for the pass in progress). */
export function startNotificationDelivery(): () => Promise<void> {
  // The worker's own webhook connection pool, closed with it (its sockets would otherwise outlive the worker).
  const poster = createWebhookPoster();
  const cfg = deliveryConfigFromSettings((url, text, key) => poster.post(url, text, key));
  const worker = startDeliveryWorker(cfg);
  const unsubscribe = changeListener.subscribe({
    onChange: (change) => {
      if (change.topic === "notifications") worker.wake();
    },
    onResync: () => worker.wake(),
  });
  return async () => {
    unsubscribe();
    await worker.stop();
    cfg.mailer?.close();
    await poster.close();
  };
}
