import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { callServerAction } from "./fixtures/server-action";
import { auditRows } from "./fixtures/users";
import { as, closeAction, newAccount } from "./fixtures/ledger-accounts";

// Ledger accounts against the shared sandbox: each test makes its own accounts through the control API
// (POST /control/ledger/accounts) and its own users (the recent list is per user), and finds everything by
// id. Amounts are checked as exact text in each currency's precision (the browser's locale is en-US).

test("compliance reads the ledger but cannot close: no button, and a direct call of the action is refused and audited", async ({
  page,
}) => {
  const user = await as(page, ["compliance"]);
  const a = await newAccount();
  await page.goto("/ledger");
  await expect(page.getByRole("link", { name: "Post a transaction" })).toHaveCount(0);
  await page.goto(`/ledger/accounts/${a.accountId}`);
  await expect(page.getByTestId("account-detail")).toHaveAttribute("data-status", "OPENED");
  await expect(page.getByRole("button", { name: "Close account" })).toHaveCount(0);

  const call = await callServerAction(page.request, `/ledger/accounts/${a.accountId}`, closeAction(), [
    { accountId: a.accountId, intentKey: randomUUID() },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  const denied = await auditRows({ action: "permission.denied", actorEmail: user.email });
  expect(denied).toContainEqual(
    expect.objectContaining({
      outcome: "denied",
      target: "action:closeLedgerAccount",
      detail: expect.objectContaining({ permission: "ledger.close_account" }),
    }),
  );
  expect(await auditRows({ action: "ledger.close_account", actorEmail: user.email })).toEqual([]);
  const still = await page.request.get(`/api/ledger/accounts/${a.accountId}`);
  expect((await still.json()).status).toBe("OPENED");
});

test("without ledger.view: 403 for the pages, the route and the close action", async ({ page }) => {
  const a = await newAccount();
  const user = await as(page, ["admin"]);
  expect((await page.goto("/ledger"))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.goto(`/ledger/accounts/${a.accountId}`))?.status()).toBe(403);
  expect((await page.request.get(`/api/ledger/accounts/${a.accountId}`)).status()).toBe(403);
  const call = await callServerAction(page.request, "/ledger", closeAction(), [
    { accountId: a.accountId, intentKey: randomUUID() },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  const denied = await auditRows({ action: "permission.denied", actorEmail: user.email });
  expect(denied.map((d) => d.target)).toEqual(
    expect.arrayContaining([
      "page:/ledger",
      `page:/ledger/accounts/${a.accountId}`,
      `route:/api/ledger/accounts/${a.accountId}`,
      "action:closeLedgerAccount",
    ]),
  );
});
