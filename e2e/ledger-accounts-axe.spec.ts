import { expect, test } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { as, newAccount } from "./fixtures/ledger-accounts";

// Ledger accounts against the shared sandbox: each test makes its own accounts through the control API
// (POST /control/ledger/accounts) and its own users (the recent list is per user), and finds everything by
// id. Amounts are checked as exact text in each currency's precision (the browser's locale is en-US).

test("/ledger and an account with the close dialog open pass axe in light and dark mode", async ({
  page,
}) => {
  await as(page, ["finance_ops"]);
  const a = await newAccount({
    balances: [
      { currency: "EUR", availableBalance: 1_000, holdingBalance: 20 },
      { currency: "BHD", availableBalance: 5 },
    ],
  });
  await page.goto(`/ledger/accounts/${a.accountId}`);
  await expect(page.getByTestId("account-detail")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.getByRole("button", { name: "Close account" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.keyboard.press("Escape");
  await page.goto("/ledger");
  await expect(page.getByTestId("recent-accounts").locator(`[data-ref="${a.accountId}"]`)).toBeVisible();
  await page.getByRole("form", { name: "Open an account" }).getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("form", { name: "Open an account" })).toContainText("Enter an id.");
  await expectNoAxeInBothSchemes(page);
});
