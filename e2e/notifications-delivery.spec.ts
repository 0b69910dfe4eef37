import { expect, test } from "@playwright/test";
import { toSign } from "./fixtures/approvals";
import { mailsTo, outboxStates, subscribeWebhook } from "./fixtures/notification-delivery";
import { createUser } from "./fixtures/users";
import { startWebhookSink, type TWebhookSink } from "./fixtures/webhook-sink";

// Notification delivery against the production build (docs/notifications.md#delivery): a payment entering
// To sign at the sandbox reaches a finance ops user as one e-mail, in the real SMTP server the e2e stack
// keeps open for the run (a mail catcher, e2e/fixtures/notification-port.ts), and one post to their incoming
// webhook, a local HTTP sink the test starts.

let hook: TWebhookSink;
test.beforeAll(async () => {
  hook = await startWebhookSink();
});
test.afterAll(async () => {
  await hook?.close();
});

test("a TO_SIGN webhook sends one e-mail and one webhook post to a subscribed user", async () => {
  const user = await createUser(["finance_ops"]);
  await subscribeWebhook(user.email, hook.url);
  const trxId = await toSign();
  const title = `Payment ${trxId} waits for approval`;
  const mine = async () => (await mailsTo(user.email)).filter((m) => m.subject === title);
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  const [m] = await mine();
  expect(m!.subject).toBe(title);
  // An absolute link from NEXTAUTH_URL: whichever of the two instances sent it (each has its own port here).
  expect(m!.text).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/payments/${trxId}\\b`));
  // One message per event for all its recipients: the Message-ID is derived from the content.
  expect(m!.messageId).toMatch(/^<countersign-notification-e[0-9a-f]{24}@127\.0\.0\.1>$/);
  const posts = () => hook.posts.filter((p) => p.text.startsWith(title));
  await expect.poll(() => posts().length, { timeout: 30_000 }).toBe(1);
  expect(posts()[0]!.key).toMatch(/^countersign-notification-n\d+$/);
  await expect
    .poll(() => outboxStates(user.email, `payment:${trxId}`))
    .toEqual({ email: "sent", webhook: "sent" });
  // Two instances share the database: still once each, however long we wait.
  await new Promise((r) => setTimeout(r, 2_000));
  expect(await mine()).toHaveLength(1);
  expect(posts()).toHaveLength(1);
});
