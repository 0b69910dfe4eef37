// A notification outbox worker in a process of its own, for the test that kills one mid-delivery
// (lib/services/notifications/delivery-restart.test.ts). Run with tsx --conditions=react-server; argv[2] is
// JSON { databaseUrl, smtpUrl, leaseMs }. Prints "ready" once its worker runs; it is meant to be killed.
import { createDb, type Db } from "@/lib/db/client";
import { createSmtpMailer } from "@/lib/providers/notify/smtp-mailer";
import { postWebhook } from "@/lib/providers/notify/webhook-post";
import { startDeliveryWorker } from "@/lib/services/notifications/delivery-worker";

const args = JSON.parse(process.argv[2] ?? "{}") as { databaseUrl: string; smtpUrl: string; leaseMs: number };
(globalThis as typeof globalThis & { countersignDb?: Db }).countersignDb = createDb(args.databaseUrl);
startDeliveryWorker(
  {
    policy: { leaseMs: args.leaseMs, maxAttempts: 5, backoffBaseMs: 1_000, backoffMaxMs: 5_000 },
    digestMinutes: 60,
    baseUrl: "https://countersign.example.test",
    batch: 100,
    concurrency: 20,
    mailer: createSmtpMailer(args.smtpUrl, "Countersign <cs@example.test>"),
    postWebhook: (url, text, key) => postWebhook(url, text, key, 60_000),
  },
  100,
);
console.log("ready");
setInterval(() => undefined, 60_000); // stays up until killed
