import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailSink, type TMailSink } from "@/e2e/fixtures/mail-sink";
import { startWebhookSink, type TWebhookSink } from "@/e2e/fixtures/webhook-sink";
import { notificationFailures } from "@/lib/metrics/metrics";
import { createSmtpMailer, type TMailer } from "@/lib/providers/notify/smtp-mailer";
import { postWebhook } from "@/lib/providers/notify/webhook-post";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { deliverOnce, type TDeliveryConfig } from "./deliver-pass";
import { startDeliveryWorker } from "./delivery-worker";

// Delivery end to end inside one process: a real SMTP server and a local webhook sink, the real outbox.
describe("notification delivery", () => {
  const test = withAppTestDatabase();
  let mail: TMailSink;
  let hook: TWebhookSink;
  let mailer: TMailer;
  let cfg: TDeliveryConfig;
  let n = 0;

  beforeAll(async () => {
    [mail, hook] = await Promise.all([startMailSink(), startWebhookSink()]);
    mailer = createSmtpMailer(mail.url, "Countersign <cs@example.test>");
    cfg = {
      policy: { leaseMs: 60_000, maxAttempts: 3, backoffBaseMs: 1_000, backoffMaxMs: 3_000 },
      digestMinutes: 60,
      baseUrl: "https://countersign.example.test",
      batch: 50,
      concurrency: 4,
      mailer,
      postWebhook: (url, text, key) => postWebhook(url, text, key, 2_000),
    };
  });
  afterAll(async () => {
    mailer.close();
    await Promise.all([mail.close(), hook.close()]);
  });
  beforeEach(async () => {
    await test.db.notificationOutbox.deleteMany();
    mail.mails.length = 0;
    hook.posts.length = 0;
    hook.status = 200;
  });

  async function queue(
    channel: "email" | "webhook",
    mode: "immediate" | "digest",
    email: string,
    url?: string,
  ) {
    const user = await test.db.user.upsert({
      where: { email },
      create: { email, name: email, roles: ["finance_ops"] },
      update: {},
    });
    if (url)
      await test.db.notificationSetting.upsert({
        where: { userId: user.id },
        create: { userId: user.id, webhookUrl: url },
        update: { webhookUrl: url },
      });
    const note = await test.db.notification.create({
      data: {
        userId: user.id,
        kind: "approval_waiting",
        subject: `trx:${++n}`,
        title: `Payment ${n} waits`,
        body: `Payment ${n} waits for your approval.`,
        link: `/payments/${n}`,
        inApp: true,
      },
    });
    const row = await test.db.notificationOutbox.create({
      data: { notificationIds: [note.id], channel, mode },
    });
    return { id: row.id, n };
  }
  const state = async (id: bigint) => test.db.notificationOutbox.findUniqueOrThrow({ where: { id } });

  it("sends an e-mail through SMTP with a Message-ID derived from its content, then marks it sent", async () => {
    const { id, n } = await queue("email", "immediate", "ops@example.test");
    expect(await deliverOnce(cfg)).toEqual({ claimed: 1, sent: 1, failed: 0, rows: 1 });
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]).toMatchObject({
      messageId: expect.stringMatching(
        /^<countersign-notification-e[0-9a-f]{24}@countersign\.example\.test>$/,
      ),
      to: ["ops@example.test"],
      subject: `Payment ${n} waits`,
    });
    expect(mail.mails[0]!.raw).toContain(`https://countersign.example.test/payments/${n}`);
    expect(await state(id)).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(await deliverOnce(cfg)).toEqual({ claimed: 0, sent: 0, failed: 0, rows: 0 });
  });

  it("sends a message to its recipients in one SMTP transaction; a refused or disabled one is split off", async () => {
    const users = ["g1@example.test", "g2@example.test", "g3@example.test", "g4@example.test"];
    const notes = [];
    for (const email of users) {
      const user = await test.db.user.upsert({
        where: { email },
        create: { email, name: email, roles: ["finance_ops"] },
        update: { disabled: false },
      });
      notes.push(
        await test.db.notification.create({
          data: {
            userId: user.id,
            kind: "approval_waiting",
            subject: "trx:group",
            title: "T",
            body: "B",
            inApp: true,
          },
        }),
      );
    }
    const message = await test.db.notificationOutbox.create({
      data: { notificationIds: notes.map((x) => x.id), channel: "email", mode: "immediate" },
    });
    mail.refuse.add("g2@example.test");
    await test.db.user.update({ where: { email: "g4@example.test" }, data: { disabled: true } });
    expect(await deliverOnce(cfg)).toEqual({ claimed: 4, sent: 2, failed: 2, rows: 1 });
    mail.refuse.clear();
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]!.to).toEqual(["g1@example.test", "g3@example.test"]);
    const rows = await test.db.notificationOutbox.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.notificationIds, r.state, r.lastError])).toEqual([
      [[notes[0]!.id, notes[2]!.id], "sent", null],
      [[notes[1]!.id], "failed", "SMTP 550"],
      [[notes[3]!.id], "failed", "the user was disabled"],
    ]);
    expect(rows[0]!.id).toBe(message.id);
  });

  it("retries a recipient the server deferred alone, with the message's Message-ID", async () => {
    const first = await queue("email", "immediate", "d1@example.test");
    const note = await test.db.notification.create({
      data: {
        userId: (
          await test.db.user.create({
            data: { email: "d2@example.test", name: "d2", roles: ["finance_ops"] },
          })
        ).id,
        kind: "approval_waiting",
        subject: `trx:${first.n}`,
        title: `Payment ${first.n} waits`,
        body: `Payment ${first.n} waits for your approval.`,
        link: `/payments/${first.n}`,
        inApp: true,
      },
    });
    const row = await state(first.id);
    await test.db.notificationOutbox.update({
      where: { id: first.id },
      data: { notificationIds: [...row.notificationIds, note.id] },
    });
    mail.defer.add("d2@example.test");
    expect(await deliverOnce(cfg)).toEqual({ claimed: 2, sent: 1, failed: 0, rows: 1 });
    mail.defer.clear();
    const retry = await test.db.notificationOutbox.findFirstOrThrow({
      where: { notificationIds: { has: note.id } },
    });
    expect(retry).toMatchObject({ state: "pending", attempts: 1, lastError: "SMTP 451" });
    await test.db.notificationOutbox.update({ where: { id: retry.id }, data: { nextAttemptAt: new Date() } });
    expect(await deliverOnce(cfg)).toEqual({ claimed: 1, sent: 1, failed: 0, rows: 1 });
    expect(mail.mails.map((m) => m.to)).toEqual([["d1@example.test"], ["d2@example.test"]]);
    expect(mail.mails[1]!.messageId).toBe(mail.mails[0]!.messageId);
    expect(await state(retry.id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("sends no more e-mail in a pass once the SMTP server cannot be reached, and backs it all off", async () => {
    const closed = await startMailSink();
    await closed.close(); // a port nobody listens on: every connection is refused
    const down = createSmtpMailer(closed.url, "Countersign <cs@example.test>");
    const tried: string[] = [];
    const counting: TMailer = { ...down, send: (m) => (tried.push(m.messageId), down.send(m)) };
    const mails = [];
    for (let i = 0; i < 6; i++) mails.push(await queue("email", "immediate", `down${i}@example.test`));
    const post = await queue("webhook", "immediate", "down-hook@example.test", hook.url);
    try {
      const result = await deliverOnce({ ...cfg, concurrency: 1, mailer: counting });
      expect(result).toEqual({ claimed: 7, sent: 1, failed: 0, rows: 7 });
    } finally {
      down.close();
    }
    expect(tried).toHaveLength(1); // one refused connection, then no further attempt in this pass
    expect(hook.posts).toHaveLength(1); // the webhook channel is not held back by SMTP
    for (const m of mails)
      expect(await state(m.id)).toMatchObject({
        state: "pending",
        attempts: 1,
        lastError: "SMTP connection failed (ECONNECTION)",
      });
    expect((await state(post.id)).state).toBe("sent");
  });

  it("posts to the user's webhook with the row as idempotency key; retries a 5xx later", async () => {
    const { id } = await queue("webhook", "immediate", "hook@example.test", hook.url);
    hook.status = 500;
    expect(await deliverOnce(cfg)).toMatchObject({ claimed: 1, sent: 0, failed: 0 });
    expect(await state(id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "the webhook answered HTTP 500",
    });
    hook.status = 200;
    await test.db.notificationOutbox.update({ where: { id }, data: { nextAttemptAt: new Date() } });
    expect(await deliverOnce(cfg)).toMatchObject({ sent: 1 });
    expect(hook.posts).toEqual([
      { path: "/hook", key: `countersign-notification-n${id}`, text: expect.stringContaining("waits") },
    ]);
    expect(await state(id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("refuses plain http to another host, e-mail without SMTP, and a disabled user, at once and for good", async () => {
    const hookRow = await queue("webhook", "immediate", "plain@example.test", "http://hooks.example.test/x");
    const mailRow = await queue("email", "immediate", "nosmtp@example.test");
    const gone = await queue("email", "immediate", "gone@example.test");
    await test.db.user.update({ where: { email: "gone@example.test" }, data: { disabled: true } });
    expect(await deliverOnce({ ...cfg, mailer: null })).toMatchObject({ claimed: 3, sent: 0, failed: 3 });
    expect(await state(gone.id)).toMatchObject({ state: "failed", lastError: "the user was disabled" });
    const failures = (await notificationFailures().get()).values;
    const count = (channel: string, reason: string) =>
      failures.find(
        (v) => v.labels.channel === channel && v.labels.reason === reason && v.labels.final === "true",
      )?.value;
    expect(count("webhook", "webhook_url_refused")).toBe(1);
    expect(count("email", "smtp_not_configured")).toBe(1);
    expect(await state(hookRow.id)).toMatchObject({
      state: "failed",
      lastError: "the webhook URL is not https",
    });
    expect(await state(mailRow.id)).toMatchObject({
      state: "failed",
      lastError: expect.stringContaining("SMTP_URL"),
    });
  });

  it("gathers a user's digest rows per channel into one message and marks them sent together", async () => {
    const rows = [
      await queue("email", "digest", "dig@example.test"),
      await queue("email", "digest", "dig@example.test"),
      await queue("webhook", "digest", "dig@example.test", hook.url),
      await queue("webhook", "digest", "dig@example.test", hook.url),
      await queue("email", "digest", "other@example.test"),
    ];
    expect(await deliverOnce(cfg)).toMatchObject({ claimed: 0 }); // an hour has not passed
    const old = new Date(Date.now() - 61 * 60_000);
    await test.db.notificationOutbox.updateMany({
      where: { id: { in: rows.slice(0, 4).map((r) => r.id) } },
      data: { createdAt: old },
    });
    expect(await deliverOnce(cfg)).toEqual({ claimed: 4, sent: 4, failed: 0, rows: 4 });
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]!.subject).toBe("Countersign: 2 notifications");
    expect(mail.mails[0]!.raw).toContain(`Payment ${rows[0]!.n} waits`);
    expect(mail.mails[0]!.raw).toContain(`Payment ${rows[1]!.n} waits`);
    expect(hook.posts).toHaveLength(1);
    expect(hook.posts[0]!.text).toMatch(/^Countersign: 2 notifications/);
    expect((await state(rows[4]!.id)).state).toBe("pending");
  });

  it("a started worker drains what is queued, and stops cleanly", async () => {
    const queued = [];
    for (let i = 0; i < 3; i++) queued.push(await queue("email", "immediate", "w@example.test"));
    const worker = startDeliveryWorker(cfg, 50);
    await expect.poll(() => mail.mails.length, { timeout: 5_000 }).toBe(3);
    await worker.stop();
    for (const q of queued) expect((await state(q.id)).state).toBe("sent");
  });
});
