import { describe, expect, it } from "vitest";
import { claimCheck } from "@/lib/db/notification-checks";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { checkWebhookSilence } from "./webhook-silence";

// webhooks_failing when webhooks stop (docs/notifications.md#producers): silent for the window while a
// platform write that brings a webhook is older than its grace; told once per silence.

const test = withAppTestDatabase();
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const due = () =>
  test.db.notificationCheck.update({ where: { name: "webhook_silence" }, data: { nextRunAt: new Date(0) } });
const write = (action: string, at: Date, outcome: "success" | "failure" = "success") =>
  test.db.auditEvent.create({ data: { action, outcome, at, target: "payment:1" } });
let n = 0;
const delivery = (receivedAt: Date, verified = true) =>
  test.db.webhookDelivery.create({
    data: { receivedAt, verified, bodySha256: `sha-${++n}`, rawBody: Buffer.from("{}"), headers: {} },
  });
const check = async () => {
  await due();
  return checkWebhookSilence(30);
};

describe("the webhook-silence check", () => {
  it("tells admins once per silence when platform writes went unanswered, and never of quiet hours", async () => {
    const admin = await test.db.user.create({
      data: { email: "a@example.test", name: "A", roles: ["admin"] },
    });
    expect(await check()).toBe(false); // nothing written, nothing expected
    await write("ledger.post_transaction", ago(5)); // the ledger sends no webhook
    await write("payment.approve", ago(5), "failure");
    await write("liquidity.transfer", ago(0.2)); // inside its grace
    expect(await check()).toBe(false);

    await write("payment.approve", ago(5));
    expect(await check()).toBe(true);
    expect(await check()).toBe(false); // the same silence
    let rows = await test.db.notification.findMany({ where: { userId: admin.id, kind: "webhooks_failing" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "silence:never", link: "/events" });
    expect(rows[0]!.body).toMatch(
      /^No verified delivery has ever arrived, yet Countersign made 1 platform write/,
    );

    await delivery(ago(2), false); // an unverified one proves nothing
    expect(await check()).toBe(false);
    const last = await delivery(ago(2));
    expect(await check()).toBe(false); // a recent verified delivery: not silent
    const silentSince = ago(45);
    await test.db.webhookDelivery.update({ where: { id: last.id }, data: { receivedAt: silentSince } });
    expect(await check()).toBe(true);
    rows = await test.db.notification.findMany({
      where: { userId: admin.id, kind: "webhooks_failing" },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => r.subject)).toEqual(["silence:never", `silence:${silentSince.toISOString()}`]);
  });

  it("is claimed by one instance at a time, once per interval", async () => {
    await due();
    const claims = await Promise.all([1, 2, 3].map(() => claimCheck("webhook_silence", 60_000)));
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    expect(await claimCheck("webhook_silence", 60_000)).toBeNull();
  });
});
