import nodemailer from "nodemailer";
import { DeliveryError } from "./delivery-error";

// E-mail over SMTP (nodemailer). One pooled transport per instance: the outbox sends many messages in a
// pass, and a new connection each would dominate. The Message-ID is the caller's, derived from the outbox
// row, so a message sent again after a crash is recognisably the same message (docs/notifications.md).

export type TMail = { to: string; subject: string; text: string; messageId: string };
export type TMailer = { send(mail: TMail): Promise<void>; close(): void };

/** Seconds are the SMTP server's to answer each step; all of them well inside the outbox's claim. */
const TIMEOUT_MS = 15_000;

export function createSmtpMailer(smtpUrl: string, from: string): TMailer {
  // Host, port and login taken apart here: given as `url`, nodemailer ignores `pool` and opens a
  // connection per message (each with the server's greeting delay).
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : undefined, // nodemailer's default: 465 with smtps, else 587
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 5,
    maxMessages: 1_000,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
        });
      } catch (err) {
        throw classify(err);
      }
    },
    close: () => transport.close(),
  };
}

function classify(err: unknown): DeliveryError {
  const e = err as { code?: string; responseCode?: number; message?: string };
  // 5xx from the server: the message or the recipient is refused, and will be again.
  if (e.responseCode && e.responseCode >= 500)
    return new DeliveryError("smtp_rejected", `SMTP ${e.responseCode}`, true);
  if (e.code === "ETIMEDOUT") return new DeliveryError("timeout", "SMTP timed out");
  if (e.code === "ECONNECTION" || e.code === "ESOCKET")
    return new DeliveryError("connection", `SMTP connection failed (${e.code})`);
  return new DeliveryError("smtp_error", `SMTP ${e.responseCode ?? e.code ?? "error"}`);
}
