import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { startMailCatcher } from "./mail-catcher";

// `npm run dev`'s mail catcher: a message sent to it is listed on its page (escaped) and readable whole.
describe("the dev mail catcher", () => {
  it("catches a message and shows it", async () => {
    const catcher = await startMailCatcher(0, 0);
    try {
      const transport = nodemailer.createTransport({ url: catcher.smtpUrl });
      await transport.sendMail({
        from: "cs@example.test",
        to: "ops@example.test",
        subject: "Payment <42> waits",
        text: "hello",
        messageId: "<m1@example.test>",
      });
      transport.close();
      const list = await (await fetch(catcher.pageUrl)).text();
      expect(list).toContain("Payment &#60;42&#62; waits");
      expect(list).toContain("ops@example.test");
      const raw = await (await fetch(`${catcher.pageUrl}mail/0`)).text();
      expect(raw).toContain("Message-ID: <m1@example.test>");
      const mine = await (await fetch(`${catcher.pageUrl}api/mails?to=OPS@example.test`)).json();
      expect(mine).toMatchObject([
        { messageId: "<m1@example.test>", subject: "Payment <42> waits", text: "hello" },
      ]);
      expect(await (await fetch(`${catcher.pageUrl}api/mails?to=other@example.test`)).json()).toEqual([]);
    } finally {
      await catcher.stop();
    }
  });

  it("refuses a busy port when told the exact ports", async () => {
    const first = await startMailCatcher(0, 0);
    try {
      const smtpPort = Number(new URL(first.smtpUrl).port);
      await expect(startMailCatcher(smtpPort, 0, { exact: true })).rejects.toThrow(/EADDRINUSE/);
      const fallback = await startMailCatcher(smtpPort, 0);
      expect(fallback.smtpUrl).not.toBe(first.smtpUrl);
      await fallback.stop();
    } finally {
      await first.stop();
    }
  });
});
