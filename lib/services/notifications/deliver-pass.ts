import "server-only";
import {
  claimDigests,
  claimImmediate,
  failAbandoned,
  markAttemptFailed,
  markSent,
  settleMessage,
  type TClaim,
  type TOutboxPolicy,
} from "@/lib/db/notification-outbox";
import { logger } from "@/lib/logger";
import { notificationFailures } from "@/lib/metrics/metrics";
import { DeliveryError } from "@/lib/providers/notify/delivery-error";
import type { TMailer, TRejected } from "@/lib/providers/notify/smtp-mailer";
import { limitConcurrency, type TLimit } from "@/lib/utils/limit-concurrency";
import { composeMessages, type TOutgoing } from "./compose-messages";
import { SETTLE_CONCURRENCY } from "./delivery-policy";

// One pass of the outbox (docs/notifications.md#delivery): claim (a short transaction of its own), send
// with no transaction open, then settle each message in a statement conditioned on the claim still being
// this pass's. A send that fails goes back to `pending` with backoff, or `failed` once retrying is useless.
// Counts (claimed, sent, failed) are deliveries: one per recipient of a message.

export type TDeliveryConfig = {
  policy: TOutboxPolicy;
  digestMinutes: number;
  /** Absolute links in messages: the app's public URL (NEXTAUTH_URL). */
  baseUrl: string;
  batch: number;
  concurrency: number;
  /** null when SMTP is not configured: e-mail rows fail at once (reason smtp_not_configured). */
  mailer: TMailer | null;
  postWebhook(url: string, text: string, idempotencyKey: string): Promise<void>;
};

/** Deliveries (one per recipient) claimed, sent and failed, and the outbox rows claimed. */
export type TPassResult = { claimed: number; sent: number; failed: number; rows: number };

/**
 * `sweep` (the default) also fails abandoned last attempts and claims due digests. The worker sweeps at most
 * once per poll interval: in a burst it is woken by every notify(), and those passes are for immediate rows.
 */
export async function deliverOnce(cfg: TDeliveryConfig, { sweep = true } = {}): Promise<TPassResult> {
  if (sweep)
    for (const r of await failAbandoned(cfg.policy))
      notificationFailures().inc({ channel: r.channel, reason: "abandoned", final: "true" });
  const rows = [
    ...(await claimImmediate(cfg.policy, cfg.batch)),
    ...(sweep
      ? await claimDigests(cfg.policy, cfg.digestMinutes, Math.max(1, Math.ceil(cfg.batch / 10)))
      : []),
  ];
  const queue = composeMessages(rows, cfg.baseUrl);
  const result: TPassResult = {
    claimed: rows.length,
    sent: 0,
    failed: 0,
    rows: queue.reduce((n, m) => n + m.claims.length, 0),
  };
  const pass: TPass = {
    cfg,
    result,
    smtpDown: null,
    heldBack: [],
    settle: limitConcurrency(SETTLE_CONCURRENCY),
  };
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) await deliverMessage(pass, m);
  };
  await Promise.all(Array.from({ length: Math.min(cfg.concurrency, queue.length) }, worker));
  // The SMTP server could not be reached: the e-mail not yet tried goes back to wait with the same backoff,
  // in one statement rather than one per message (a pass of hundreds, each failing at once, loaded the
  // database pool while the server was down).
  if (pass.smtpDown && pass.heldBack.length > 0)
    await settleFailed(
      pass,
      "email",
      pass.heldBack.flatMap((m) => m.claims),
      pass.smtpDown,
    );
  return result;
}

type TPass = {
  cfg: TDeliveryConfig;
  result: TPassResult;
  /** Set by the first e-mail whose connection failed: the pass sends no more e-mail. */
  smtpDown: DeliveryError | null;
  heldBack: TOutgoing[];
  /**
   * At most SETTLE_CONCURRENCY of the pass's settle statements at once: a burst of fast sends (webhook posts,
   * one statement each) otherwise queued up to `concurrency` statements for the instance's connection pool,
   * ahead of its own requests and webhook intake (docs/notifications.md#delivery).
   */
  settle: TLimit;
};

async function deliverMessage(pass: TPass, m: TOutgoing) {
  const { result } = pass;
  if (m.channel === "email" && pass.smtpDown) return void pass.heldBack.push(m);
  let rejected: TRejected;
  try {
    rejected = await send(pass.cfg, m);
  } catch (err) {
    const e =
      err instanceof DeliveryError ? err : new DeliveryError("connection", "unexpected delivery error");
    if (!(err instanceof DeliveryError)) logger.error({ err }, "notification delivery: unexpected error");
    if (m.channel === "email" && err instanceof DeliveryError && err.reason === "connection")
      pass.smtpDown ??= err;
    await settleFailed(pass, m.channel, m.claims, e);
    return;
  }
  // Recipients the server refused while it took the message for the others, and those disabled since it was
  // queued: each is split off to a row of its own, failed or backed off, and the others are marked sent.
  const refused = new Map(rejected.map((r) => [r.address.toLowerCase(), r.error]));
  const disabled = new DeliveryError("user_disabled", "the user was disabled", true);
  const failedFor = (r: TOutgoing["rows"][number]) =>
    r.disabled ? disabled : refused.get(r.email.toLowerCase());
  const delivered = m.rows.filter((r) => !failedFor(r));
  if (delivered.length === m.rows.length) return settleSent(pass, m);
  // Only an immediate e-mail has several recipients in one row; nodemailer throws when it refuses them all.
  if (m.claims.length !== 1 || delivered.length === 0)
    return settleFailed(pass, m.channel, m.claims, failedFor(m.rows[0]!)!);
  const splits = m.rows.flatMap((r) => {
    const e = failedFor(r);
    if (!e) return [];
    notificationFailures().inc({ channel: m.channel, reason: e.reason, final: String(e.final) });
    return [{ notificationId: r.notificationId, error: e.message, final: e.final }];
  });
  const ids = delivered.map((r) => r.notificationId);
  const settled = await pass.settle(() => settleMessage(m.claims[0]!, ids, splits, pass.cfg.policy));
  result.failed += settled.failed;
  if (settled.marked) result.sent += delivered.length;
  else lostClaim(m, 1, 0);
}

async function settleSent(pass: TPass, m: TOutgoing) {
  const marked = await pass.settle(() => markSent(m.claims));
  if (marked === m.claims.length) pass.result.sent += m.rows.length;
  else lostClaim(m, m.claims.length, marked);
}

// Only when a send outlived its lease and another instance claimed the rows: it may send them again.
function lostClaim(m: TOutgoing, rows: number, marked: number) {
  logger.warn(
    { channel: m.channel, rows, marked },
    "notification delivered after its claim expired: another instance may deliver it again",
  );
}

async function settleFailed(
  pass: TPass,
  channel: TOutgoing["channel"],
  claims: readonly TClaim[],
  e: DeliveryError,
) {
  const gaveUp = await pass.settle(() => markAttemptFailed(claims, pass.cfg.policy, e.message, e.final));
  pass.result.failed += gaveUp;
  notificationFailures().inc({ channel, reason: e.reason, final: String(gaveUp > 0) });
}

async function send(cfg: TDeliveryConfig, m: TOutgoing): Promise<TRejected> {
  if (m.to.length === 0) throw new DeliveryError("user_disabled", "the user was disabled", true);
  if (m.channel === "webhook") {
    if (!m.webhookUrl)
      throw new DeliveryError("no_webhook_url", "the user has no webhook URL any more", true);
    await cfg.postWebhook(m.webhookUrl, m.text, m.idempotencyKey);
    return [];
  }
  if (!cfg.mailer) throw new DeliveryError("smtp_not_configured", "e-mail is off: SMTP_URL is not set", true);
  return cfg.mailer.send({ to: m.to, subject: m.subject, text: m.text, messageId: m.messageId });
}
