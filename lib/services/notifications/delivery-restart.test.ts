import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailSink, type TMailSink } from "@/e2e/fixtures/mail-sink";
import { startWebhookSink, type TWebhookSink } from "@/e2e/fixtures/webhook-sink";
import { createSmtpMailer } from "@/lib/providers/notify/smtp-mailer";
import { postWebhook } from "@/lib/providers/notify/webhook-post";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { startDeliveryWorker } from "./delivery-worker";

// "Restarting the app mid-delivery loses nothing and sends nothing twice" (docs/notifications.md#delivery):
// a worker process claims everything, hangs on an SMTP server and a webhook that never answer, and is
// killed; a second worker takes the expired claims and delivers each message exactly once, to each of its
// recipients once.
describe("a worker killed mid-delivery", () => {
  const test = withAppTestDatabase();
  let mail: TMailSink;
  let hook: TWebhookSink;
  let child: ChildProcess | undefined;
  const LEASE_MS = 2_000;

  beforeAll(async () => {
    [mail, hook] = await Promise.all([startMailSink(), startWebhookSink()]);
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await Promise.all([mail.close(), hook.close()]);
  });

  // E-mail as notify() queues it, one row per message: each of the `count` messages goes to two users.
  async function queue(count: number, channel: "email" | "webhook") {
    const users = [];
    for (const name of channel === "email" ? ["email-a", "email-b"] : ["webhook"]) {
      const email = `${name}@example.test`;
      const user = await test.db.user.create({ data: { email, name: email, roles: ["finance_ops"] } });
      await test.db.notificationSetting.create({ data: { userId: user.id, webhookUrl: hook.url } });
      users.push(user);
    }
    for (let i = 0; i < count; i++) {
      const notes = [];
      for (const user of users)
        notes.push(
          await test.db.notification.create({
            data: {
              userId: user.id,
              kind: "approval_waiting",
              subject: `s${i}`,
              title: `t${i}`,
              body: "b",
              inApp: true,
            },
          }),
        );
      await test.db.notificationOutbox.create({
        data: { notificationIds: notes.map((n) => n.id), channel, mode: "immediate" },
      });
    }
  }

  function startChild(): Promise<ChildProcess> {
    const args = JSON.stringify({ databaseUrl: test.url, smtpUrl: mail.url, leaseMs: LEASE_MS });
    const p = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "lib/testing/delivery-worker-child.ts", args],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    return new Promise((resolve, reject) => {
      p.stdout!.on("data", (b: Buffer) => b.toString().includes("ready") && resolve(p));
      p.once("exit", (code) => reject(new Error(`the worker exited with ${code}`)));
    });
  }

  // The CI run of 2026-11-27 failed on this: the killed worker's SMTP connections reset, smtp-server emitted
  // "error" with no listener, and the test process died of ECONNRESET although every assertion held.
  it("keeps its sinks alive when a sender resets its connections", async () => {
    // Talks to a sink — each [reply awaited, text to send] in turn ("" awaits nothing) — then, once the last
    // reply shows the server mid-transaction, resets (RST) the socket as a killed process's kernel does.
    const reset = (port: number, steps: [string, string][], until: string) =>
      new Promise<void>((resolve) => {
        let read = "";
        const s = connect(port, "127.0.0.1");
        const next = () => {
          while (steps.length && read.includes(steps[0]![0])) s.write(steps.shift()![1]);
          if (steps.length || !read.includes(until)) return;
          s.resetAndDestroy();
          resolve();
        };
        s.on("connect", next);
        s.on("data", (b: Buffer) => {
          read += b.toString();
          next();
        });
        s.on("error", () => {});
      });
    // SMTP refuses a client that talks before its greeting; then the transaction is pipelined up to DATA.
    const smtp = ["EHLO sender.test", "MAIL FROM:<a@example.test>", "RCPT TO:<b@example.test>", "DATA", ""];
    await reset(mail.port, [["220 ", smtp.join("\r\n")]], "354 ");
    const post = ["POST /hook HTTP/1.1", "Host: x", "Content-Length: 99", "Expect: 100-continue", "", "{"];
    // "100 Continue" is sent once the request is parsed and handed to the sink's handler.
    await reset(Number(new URL(hook.url).port), [["", post.join("\r\n")]], "100 Continue");
    await expect.poll(() => mail.resets, { timeout: 5_000 }).toBeGreaterThan(0);
  });

  it("loses nothing and sends nothing twice", async () => {
    await queue(8, "email");
    await queue(5, "webhook");
    mail.stall = hook.stall = true;
    child = await startChild();
    await expect.poll(() => mail.stalled > 0 && hook.stalled === 5, { timeout: 30_000 }).toBe(true);
    const sending = await test.db.notificationOutbox.count({ where: { state: "sending" } });
    expect(sending).toBe(13); // the killed worker held every row
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    child.stdout?.destroy();
    mail.stall = hook.stall = false;

    const mailer = createSmtpMailer(mail.url, "Countersign <cs@example.test>");
    const second = startDeliveryWorker(
      {
        policy: { leaseMs: LEASE_MS, maxAttempts: 5, backoffBaseMs: 1_000, backoffMaxMs: 5_000 },
        digestMinutes: 60,
        baseUrl: "https://countersign.example.test",
        batch: 100,
        concurrency: 20,
        mailer,
        postWebhook: (url, text, key) => postWebhook(url, text, key, 5_000),
      },
      100,
    );
    await expect
      .poll(() => test.db.notificationOutbox.count({ where: { state: "sent" } }), { timeout: 20_000 })
      .toBe(13);
    await second.stop();
    mailer.close();
    expect([...mail.countsById().values()]).toEqual(Array(8).fill(1)); // one SMTP transaction each
    expect([...mail.countsByRecipient().values()]).toEqual(Array(16).fill(1));
    expect([...hook.countsByKey().values()]).toEqual(Array(5).fill(1));
    const attempts = await test.db.notificationOutbox.findMany({ select: { attempts: true } });
    expect(attempts.every((a) => a.attempts === 2)).toBe(true);
  }, 90_000);
});
