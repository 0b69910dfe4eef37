import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startMailSink, type TMailSink } from "@/e2e/fixtures/mail-sink";
import { createSmtpMailer, type TMailer, writeTogether } from "./smtp-mailer";

// The mailer against a real SMTP server on loopback (the tests' mail sink).
describe("createSmtpMailer", () => {
  let mail: TMailSink;
  let mailer: TMailer;
  beforeAll(async () => {
    mail = await startMailSink();
    mailer = createSmtpMailer(mail.url, "Countersign <cs@example.test>");
  });
  afterAll(async () => {
    mailer.close();
    await mail.close();
  });
  beforeEach(() => {
    mail.mails.length = 0;
    mail.refuse.clear();
  });
  const msg = (to: string[]) => ({
    to,
    subject: "Payment 1 waits",
    text: "It waits.",
    messageId: "<m1@x.test>",
  });

  it("sends one recipient's message with their address in To:", async () => {
    expect(await mailer.send(msg(["a@example.test"]))).toEqual([]);
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]).toMatchObject({ to: ["a@example.test"], messageId: "<m1@x.test>" });
    expect(mail.mails[0]!.raw).toMatch(/^To: a@example\.test\r?$/m);
  });

  it("carries several recipients in one SMTP transaction, none of them in the headers", async () => {
    const to = ["a@example.test", "b@example.test", "c@example.test"];
    expect(await mailer.send(msg(to))).toEqual([]);
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]!.to).toEqual(to);
    const headers = mail.mails[0]!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).toMatch(/^To: "?undisclosed-recipients"?:;\r?$/m);
    for (const a of to) expect(headers).not.toContain(a);
  });

  it("returns the recipients the server refused, as final, and delivers to the others", async () => {
    mail.refuse.add("b@example.test");
    const rejected = await mailer.send(msg(["a@example.test", "b@example.test"]));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.address).toBe("b@example.test");
    expect(rejected[0]!.error).toMatchObject({ reason: "smtp_rejected", final: true });
    expect(mail.mails.map((m) => m.to)).toEqual([["a@example.test"]]);
  });

  it("connects with Nagle off, so a message's last small write does not wait for a delayed ACK", async () => {
    const connect = vi.spyOn(net, "connect");
    const other = createSmtpMailer(mail.url, "cs@example.test");
    try {
      await other.send(msg(["a@example.test"]));
      expect(connect).toHaveBeenCalledWith(expect.objectContaining({ noDelay: true }));
    } finally {
      other.close();
      connect.mockRestore();
    }
  });

  it("reports a refused connection as a connection failure, to be retried", async () => {
    const free = net.createServer();
    await new Promise<void>((r) => free.listen(0, "127.0.0.1", () => r()));
    const port = (free.address() as net.AddressInfo).port;
    await new Promise((r) => free.close(r));
    const down = createSmtpMailer(`smtp://127.0.0.1:${port}`, "cs@example.test");
    await expect(down.send(msg(["a@example.test"]))).rejects.toMatchObject({
      reason: "connection",
      final: false,
    });
    down.close();
  });
});

describe("writeTogether", () => {
  it("sends the writes of one tick in one system call, and later writes in later ones", async () => {
    let received = "";
    const server = net.createServer((s) => s.on("data", (b: Buffer) => (received += b.toString())));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as net.AddressInfo;
    const socket = writeTogether(net.connect({ port, host: "127.0.0.1", noDelay: true }));
    await new Promise((r) => socket.once("connect", r));
    const one = vi.spyOn(socket as unknown as { _write: () => void }, "_write");
    const many = vi.spyOn(socket as unknown as { _writev: () => void }, "_writev");
    try {
      for (let i = 0; i < 5; i++) socket.write(`RCPT TO:<r${i}@example.test>\r\n`);
      await new Promise((r) => setImmediate(r));
      expect(one).not.toHaveBeenCalled();
      expect(many).toHaveBeenCalledTimes(1); // the five pipelined commands together
      socket.write("DATA\r\n");
      await new Promise((r) => setImmediate(r));
      expect(one).toHaveBeenCalledTimes(1); // a lone write goes as it is, in its own tick
      await expect.poll(() => received.split("\r\n").length).toBe(7);
    } finally {
      socket.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
