// The development mail catcher (`npm run dev` without SMTP_URL): an SMTP server on loopback that keeps
// every message, and a small page that lists them. Nothing leaves the machine; nothing is stored on disk.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { caughtMailJson, startMailSink, type TCaughtMail } from "../e2e/fixtures/mail-sink";

export type TMailCatcher = { smtpUrl: string; pageUrl: string; stop(): Promise<void> };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(mails: TCaughtMail[]): string {
  const rows = [...mails]
    .map((m, i) => ({ m, i }))
    .reverse()
    .map(
      ({ m, i }) =>
        `<tr><td>${m.at.toISOString().slice(11, 19)}</td><td>${esc(m.to.join(", "))}</td>` +
        `<td><a href="/mail/${i}">${esc(m.subject || "(no subject)")}</a></td></tr>`,
    )
    .join("");
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Caught mail</title>
<style>body{font:14px system-ui;margin:2rem}td{padding:.2rem .8rem;border-bottom:1px solid #ddd}</style>
<h1>Mail caught by npm run dev (${mails.length})</h1>
<table><tr><th>Time (UTC)</th><th>To</th><th>Subject</th></tr>${rows}</table>`;
}

/**
 * Prefers the usual ports (SMTP 1025, page 1080) and takes free ones when those are busy — unless `exact`:
 * then a busy port is an error. The e2e stack (scripts/e2e-server.ts) needs that, though it hands the app
 * the catcher's own `smtpUrl`, whatever port it got: the e2e spec reads the JSON list at the fixed port
 * `E2E_MAIL_API_PORT` (e2e/fixtures/notification-delivery.ts), so a page moved to another port in silence
 * would leave the spec reading nothing, or another process.
 * Besides the page: GET /api/mails[?to=address] lists the messages (to one envelope recipient) as JSON.
 */
export async function startMailCatcher(
  smtpPort = 1025,
  pagePort = 1080,
  { exact = false } = {},
): Promise<TMailCatcher> {
  const sink = await startMailSink(smtpPort).catch((err: unknown) => {
    if (exact) throw err;
    return startMailSink(0);
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://catcher");
    if (url.pathname === "/api/mails") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const mails = to ? sink.mails.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : sink.mails;
      return void res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(mails.map(caughtMailJson)));
    }
    const m = /^\/mail\/(\d+)$/.exec(url.pathname);
    const mail = m ? sink.mails[Number(m[1])] : undefined;
    if (mail) return void res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(mail.raw);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(sink.mails));
  });
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      server.once("error", reject).listen(port, "127.0.0.1", () => resolve(server));
    });
  await listen(pagePort).catch((err: unknown) => {
    if (exact) return sink.close().then(() => Promise.reject(err));
    return listen(0);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    smtpUrl: sink.url,
    pageUrl: `http://127.0.0.1:${port}/`,
    stop: async () => {
      server.closeAllConnections();
      await Promise.all([sink.close(), new Promise((r) => server.close(r))]);
    },
  };
}
