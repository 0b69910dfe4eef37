import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { SANDBOX_CLIENTS } from "../sandbox/defaults";
import { expectNoAxeViolations } from "./fixtures/axe";
import { e2eEnv } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// Live: what happens at the platform (made here through the sandbox's control API) reaches an open page
// through webhook → intake → processing → NOTIFY → SSE, without a reload.

const sandbox = (path: string, body: unknown) =>
  fetch(`${e2eEnv().SANDBOX_ORIGIN}/control${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

test("a payment entering TO_SIGN raises the count on an open Overview, without a reload", async ({
  page,
}) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");
  const before = Number(await page.getByTestId("count-to-sign").innerText());
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) throw new Error("the page reloaded");
  });

  const res = await sandbox("/payments", {
    direction: "OUTBOUND",
    method: "SEPA",
    amount: 2_500_000,
    createdByClient: SANDBOX_CLIENTS.gateway.id,
  });
  expect(res.status).toBe(201);
  await expect(page.getByTestId("count-to-sign")).toHaveText(String(before + 1), { timeout: 10_000 });
});

test("a holding-amount breach appears as an active alert for a manager, without a reload", async ({
  page,
}) => {
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");
  // Its own BIC: other tests raise breaches too, one alert per account and currency.
  const bic = `O${randomUUID().replace(/-/g, "").slice(0, 7).toUpperCase()}`;
  const res = await sandbox("/holding-breach", {
    accountBic: bic,
    currency: "EUR",
    holdingAmount: 900_000_000,
    maxHoldingAmount: 500_000_000,
  });
  expect(res.ok).toBe(true);
  const alert = page.getByTestId("alert").filter({ hasText: `${bic}/EUR` });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText("Maximum holding amount breached");
  await expectNoAxeViolations(page);
});

test("compliance's count of unprocessed restriction orders opens the queue filtered to them", async ({
  page,
}) => {
  await signInAs(page, SEEDED.compliance, SEEDED_PASSWORD);
  const tile = page.getByRole("link", { name: /^Unprocessed restriction orders: \d+$/ });
  await expect(tile).toHaveAttribute("href", "/restriction-orders?status=UNPROCESSED");
  await tile.click();
  await expect(page).toHaveURL(/\/restriction-orders\?status=UNPROCESSED$/);
  await expect(page.getByLabel("Status")).toHaveValue("UNPROCESSED");
});
