import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { as, balance, grouped, NBSP, newAccount } from "./fixtures/ledger-accounts";

// Ledger accounts against the shared sandbox: each test makes its own accounts through the control API
// (POST /control/ledger/accounts) and its own users (the recent list is per user), and finds everything by
// id. Amounts are checked as exact text in each currency's precision (the browser's locale is en-US).

test("opens an account by id: status, IBAN, party, balances in each currency's precision, ledger names; remembered on /ledger", async ({
  page,
}) => {
  await as(page, ["finance_ops"]);
  const a = await newAccount({
    balances: [
      { currency: "EUR", availableBalance: 123_456, holdingBalance: 500 },
      { currency: "JPY", availableBalance: 98_765 },
      { currency: "BHD", availableBalance: 1_234_567, holdingBalance: 1 },
      { currency: "USD", availableBalance: -250 },
    ],
  });
  await page.goto("/ledger");
  await expect(page.getByRole("link", { name: "Post a transaction" })).toHaveAttribute(
    "href",
    "/ledger/transactions/new",
  );
  const form = page.getByRole("form", { name: "Open an account" });
  await form.getByLabel("Account id").fill(` ${a.accountId.toUpperCase()} `);
  await form.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(new RegExp(`/ledger/accounts/${a.accountId}$`));

  const detail = page.getByTestId("account-detail");
  await expect(detail).toHaveAttribute("data-status", "OPENED");
  await expect(page.getByTestId("account-status")).toContainText("OPENED");
  await expect(page.getByTestId("account-iban")).toContainText(grouped(a.iban));
  await expect(page.getByRole("button", { name: "Copy IBAN" })).toBeVisible();
  await expect(page.getByTestId("account-fields")).toContainText(a.partyId);
  await expect(page.getByTestId("status-updated-at")).toContainText(/\d{2}:\d{2}:\d{2}\s+\S+/); // with a zone
  await expect(page.getByTestId("balance-row")).toHaveCount(4);
  const expected: [string, string, string][] = [
    ["EUR", `1,234.56${NBSP}EUR`, `5.00${NBSP}EUR`],
    ["JPY", `98,765${NBSP}JPY`, `0${NBSP}JPY`],
    ["BHD", `1,234.567${NBSP}BHD`, `0.001${NBSP}BHD`],
    ["USD", `\u22122.50${NBSP}USD`, `0.00${NBSP}USD`],
  ];
  for (const [currency, available, holding] of expected) {
    await expect(balance(page, currency).getByTestId("balance-available")).toHaveText(available);
    await expect(balance(page, currency).getByTestId("balance-holding")).toHaveText(holding);
  }
  // In the order the ledger opened the lines.
  expect(
    await page
      .getByTestId("balance-row")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-currency"))),
  ).toEqual(["EUR", "JPY", "BHD", "USD"]);
  await expect(page.getByTestId("current-ledger-account")).toContainText(a.currentLedgerAccount);
  await expect(page.getByTestId("holding-ledger-account")).toContainText(a.holdingLedgerAccount);
  await expect(page.getByRole("button", { name: "Copy current ledger account" })).toBeVisible();

  await page.goto("/ledger");
  const recent = page.getByTestId("recent-accounts").locator(`[data-ref="${a.accountId}"]`);
  await expect(recent).toContainText(grouped(a.iban));
  await recent.getByRole("link", { name: a.accountId }).click();
  await expect(page).toHaveURL(new RegExp(`/ledger/accounts/${a.accountId}$`));
});

test("a malformed id is refused before any call; an unknown id reads as not found", async ({ page }) => {
  await as(page, ["compliance"]);
  await page.goto("/ledger");
  const form = page.getByRole("form", { name: "Open an account" });
  await form.getByLabel("Account id").fill("12345");
  await form.getByRole("button", { name: "Open" }).click();
  await expect(form).toContainText("Enter a UUID: 8-4-4-4-12 hexadecimal digits");
  await expect(form.getByLabel("Account id")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/ledger$/);
  const tx = page.getByRole("form", { name: "Open a transaction" });
  await tx.getByLabel("Transaction id").fill("not-a-transaction");
  await tx.getByRole("button", { name: "Open" }).click();
  await expect(tx).toContainText("Enter a UUID");
  await expect(page).toHaveURL(/\/ledger$/);

  await page.goto("/ledger/accounts/not-a-uuid");
  await expect(page.getByTestId("account-invalid")).toContainText("“not-a-uuid” is not a ledger account id.");
  await expect(page.getByTestId("account-invalid")).toContainText("Nothing was asked of the ledger.");
  const bad = await page.request.get("/api/ledger/accounts/not-a-uuid");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.fieldErrors.accountId).toContain("Enter a UUID");

  const unknown = randomUUID();
  await page.goto(`/ledger/accounts/${unknown}`);
  await expect(page.getByTestId("account-error")).toContainText("No ledger account with this id.");
  const missing = await page.request.get(`/api/ledger/accounts/${unknown}`);
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.message).toBe("No ledger account with this id.");
  // Neither is remembered.
  await page.goto("/ledger");
  await expect(page.getByTestId("recent-accounts")).toContainText("Accounts you open appear here");
});
