import net from "node:net";
import nodemailer from "nodemailer";
import { DeliveryError } from "./delivery-error";

// E-mail over SMTP (nodemailer). One pooled transport per instance: the outbox sends many messages in a
// pass, and a new connection each would dominate. The Message-ID is the caller's, derived from the outbox
// row, so a message sent again after a crash is recognisably the same message (docs/notifications.md).

/** `to` is the envelope: with several, the To: header names none of them (undisclosed-recipients). */
export type TMail = { to: readonly string[]; subject: string; text: string; messageId: string };
/** Recipients the server refused while it took the message for the others. */
export type TRejected = { address: string; error: DeliveryError }[];
export type TMailer = { send(mail: TMail): Promise<TRejected>; close(): void };

/** Seconds are the SMTP server's to answer each step; all of them well inside the outbox's claim. */
const TIMEOUT_MS = 15_000;

export function createSmtpMailer(smtpUrl: string, from: string): TMailer {
  // Host, port and login taken apart here: given as `url`, nodemailer ignores `pool` and opens a
  // connection per message (each with the server's greeting delay).
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const transport = nodemailer.createTransport({
    host,
    port,
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
    // nodemailer's own sockets keep Nagle on: the message's last small write (the final "."), sent while
    // the body is not yet acknowledged, waits for the server's delayed ACK, ~40 ms per message. With our
    // socket (TLS, for smtps or STARTTLS, is still layered on it by nodemailer) it goes at once.
    getSocket: (_options, callback) => connectNoDelay(host, port, callback),
  });
  return {
    async send(mail) {
      const one = mail.to.length === 1;
      try {
        const info = await transport.sendMail({
          from,
          // Several recipients: Bcc only reaches the envelope (nodemailer never writes it as a header), and
          // To: is the empty group (nodemailer writes `"undisclosed-recipients":;`, valid RFC 5322).
          ...(one ? { to: mail.to[0] } : { bcc: [...mail.to], headers: { To: "undisclosed-recipients:;" } }),
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
        });
        const errors = (info as { rejectedErrors?: { recipient?: string }[] }).rejectedErrors ?? [];
        return errors.map((e) => ({ address: e.recipient ?? "", error: classify(e) }));
      } catch (err) {
        throw classify(err);
      }
    },
    close: () => transport.close(),
  };
}

type TSocketCallback = (err: Error | null, socketOptions?: { connection: net.Socket }) => void;

/**
 * The writes a socket is given in one tick leave together, in one system call and one segment: Nagle's
 * batching without its wait. nodemailer pipelines a message's RCPT TO commands (the server offers
 * PIPELINING), one write each; with Nagle off each was a system call and a segment of its own, and the
 * receiver read them one by one (bench:notify: a third of the sender's CPU per 50-recipient message). TLS
 * (smtps, STARTTLS) writes to the connection's handle directly, so it is unaffected.
 */
export function writeTogether(socket: net.Socket): net.Socket {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    if (!socket.writableCorked) {
      socket.cork();
      process.nextTick(() => socket.uncork());
    }
    return write(...args);
  }) as net.Socket["write"];
  return socket;
}

function connectNoDelay(host: string, port: number, callback: TSocketCallback) {
  const socket = writeTogether(net.connect({ host, port, noDelay: true, timeout: TIMEOUT_MS }));
  const fail = (code: string) => (err?: Error) => {
    socket.destroy();
    callback(Object.assign(new Error(`SMTP connect failed: ${err?.message ?? "timed out"}`), { code }));
  };
  const onError = fail("ECONNECTION");
  const onTimeout = fail("ETIMEDOUT");
  socket.once("error", onError).once("timeout", onTimeout);
  socket.once("connect", () => {
    socket.off("error", onError).off("timeout", onTimeout).setTimeout(0);
    callback(null, { connection: socket });
  });
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
