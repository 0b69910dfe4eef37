import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { scrapeMetrics } from "./scrape-metrics";

// A scrape reads the queues from the database now; the webhook lag is the age of the oldest delivery not
// yet applied, and nothing else waiting means zero, not a missing series.

/** The value of one sample line, e.g. `countersign_queue_depth{queue="to_sign"}`. */
const sample = (body: string, series: string) => {
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("scrapeMetrics", () => {
  const test = withAppTestDatabase();

  it("lists every queue at zero and no lag on an empty database", async () => {
    const { body, contentType } = await scrapeMetrics();
    expect(contentType).toMatch(/^text\/plain/);
    for (const queue of ["to_sign", "instant_pending", "cancellations_open", "drafts_waiting"])
      expect(sample(body, `countersign_queue_depth{queue="${queue}"}`)).toBe(0);
    expect(sample(body, "countersign_webhook_processing_lag_seconds")).toBe(0);
    expect(sample(body, "countersign_queue_scrape_ok")).toBe(1);
  });

  it("measures the lag from the oldest delivery still pending, and counts the backlog", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const delivery = (seconds: number, processing: "pending" | "processed") =>
      test.db.webhookDelivery.create({
        data: {
          receivedAt: new Date(now.getTime() - seconds * 1000),
          verified: true,
          bodySha256: `sha-${seconds}-${processing}`,
          rawBody: Buffer.from("{}"),
          headers: {},
          processing,
        },
      });
    await delivery(600, "processed"); // older, but applied: not lag
    await delivery(90, "pending");
    await delivery(30, "pending");
    const { body } = await scrapeMetrics(now);
    expect(sample(body, "countersign_webhook_processing_lag_seconds")).toBe(90);
    expect(sample(body, "countersign_webhook_pending_deliveries")).toBe(2);
  });

  it("counts the notification outbox deliveries not yet sent, by channel: each recipient of a message", async () => {
    const user = await test.db.user.create({
      data: { email: "o@example.test", name: "o", roles: ["admin"] },
    });
    let n = 0;
    const note = async () =>
      (
        await test.db.notification.create({
          data: {
            userId: user.id,
            kind: "approval_waiting",
            subject: `s${n++}`,
            title: "t",
            body: "b",
            inApp: true,
          },
        })
      ).id;
    const states = ["pending", "sending", "sent", "failed", "pending"] as const;
    for (const [i, state] of states.entries()) {
      // The first is one e-mail to three recipients.
      const notificationIds = i === 0 ? [await note(), await note(), await note()] : [await note()];
      await test.db.notificationOutbox.create({
        data: { notificationIds, channel: i === 4 ? "webhook" : "email", mode: "immediate", state },
      });
    }
    const { body } = await scrapeMetrics();
    expect(sample(body, 'countersign_notification_outbox_pending{channel="email"}')).toBe(4);
    expect(sample(body, 'countersign_notification_outbox_pending{channel="webhook"}')).toBe(1);
  });
});
