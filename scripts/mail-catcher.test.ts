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
    } finally {
      await catcher.stop();
    }
  });
});
