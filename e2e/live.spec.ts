import { expect, test } from "@playwright/test";
import { e2eEnv } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { paymentStatusBody, signedDelivery } from "./fixtures/webhooks";

// Live updates across instances: the e2e server runs two Countersign instances on one database; the
// webhooks arrive at the first. A browser connected to the second must hear of them.

async function waitForHealth(origin: string) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${origin} did not come up`);
}

test("a webhook received by one instance reaches a browser connected to the other", async ({
  page,
  request,
}) => {
  const second = e2eEnv().SECOND_INSTANCE!;
  await waitForHealth(second);
  await page.goto(`${second}/login`);
  await page.getByLabel("Email").fill(SEEDED.manager);
  await page.getByLabel("Password").fill(SEEDED_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");

  // Listen in the page, on the second instance's stream.
  await page.evaluate(() => {
    const w = window as unknown as { heard: string[] };
    w.heard = [];
    const source = new EventSource("/api/stream");
    source.addEventListener("change", (e) => w.heard.push((e as MessageEvent<string>).data));
  });
  await page.waitForTimeout(300);

  // Signed with the sandbox's key and posted straight to the first instance: the sandbox's own queue is
  // shared by every spec and delivers in order, so a backlog from other tests must not time this one.
  const trxId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  const res = await request.post(
    "/api/webhooks",
    signedDelivery(paymentStatusBody(trxId, "Accepted", new Date().toISOString())),
  );
  expect(res.status()).toBe(200);

  await expect
    .poll(
      async () =>
        page.evaluate(() => (window as unknown as { heard: string[] }).heard.map((h) => JSON.parse(h).topic)),
      {
        timeout: 10_000,
      },
    )
    .toContain("deliveries");
});

test("the stream refuses a browser that is not signed in", async ({ request }) => {
  const res = await request.get("/api/stream");
  expect(res.status()).toBe(401);
});

test("the stream refuses a since that is not a time, with the reason", async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  const res = await page.request.get("/api/stream?since=yesterday");
  expect(res.status()).toBe(400);
  expect((await res.json()).error).toMatchObject({
    code: "invalid_input",
    message: expect.stringMatching(/since/),
  });
});
