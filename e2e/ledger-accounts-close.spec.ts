import { expect, test } from "@playwright/test";
import { auditRows } from "./fixtures/users";
import { as, balance, grouped, NBSP, newAccount } from "./fixtures/ledger-accounts";

// Ledger accounts against the shared sandbox: each test makes its own accounts through the control API
// (POST /control/ledger/accounts) and its own users (the recent list is per user), and finds everything by
// id. Amounts are checked as exact text in each currency's precision (the browser's locale is en-US).

test("closes an account: the dialog names it, the 202's correlation id is shown, the page follows it to CLOSED", async ({
  page,
}) => {
  const user = await as(page, ["finance_ops"]);
  const a = await newAccount({
    balances: [
      { currency: "EUR", availableBalance: 10_050 },
      { currency: "JPY", availableBalance: 7 },
    ],
  });
  await page.goto(`/ledger/accounts/${a.accountId}`);
  await page.getByRole("button", { name: "Close account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading")).toHaveText(`Close ledger account ${grouped(a.iban)}?`);
  await expect(dialog).toContainText("stop taking postings");
  await expect(dialog).toContainText("remain readable");
  await expect(dialog.getByTestId("close-summary")).toContainText(a.accountId);
  await expect(dialog.getByTestId("close-summary")).toContainText(`100.50${NBSP}EUR available`);
  await expect(dialog.getByTestId("close-summary")).toContainText(`7${NBSP}JPY available`);
  await dialog.getByRole("button", { name: "Close account" }).click();

  const progress = page.getByTestId("close-progress");
  await expect(progress).toHaveAttribute("data-phase", "closed", { timeout: 20_000 });
  await expect(page.getByTestId("account-detail")).toHaveAttribute("data-status", "CLOSED");
  await expect(page.getByTestId("account-status")).toContainText("CLOSED");
  const correlationId = (await progress.getByTestId("correlation-id").innerText()).trim();
  expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Close account" })).toHaveCount(0);
  // Balances stay readable after the close.
  await expect(balance(page, "EUR").getByTestId("balance-available")).toHaveText(`100.50${NBSP}EUR`);

  const audit = await auditRows({ action: "ledger.close_account", actorEmail: user.email });
  expect(audit).toEqual([
    expect.objectContaining({
      outcome: "success",
      target: `ledger-account:${a.accountId}`,
      detail: expect.objectContaining({ correlationId, platformCalled: true, replay: false }),
    }),
  ]);

  // A fresh load reads CLOSED from the ledger and offers no close.
  await page.reload();
  await expect(page.getByTestId("account-detail")).toHaveAttribute("data-status", "CLOSED");
  await expect(page.getByRole("button", { name: "Close account" })).toHaveCount(0);
});

test("closing an account someone already closed says so in words, then shows it CLOSED", async ({
  page,
  context,
}) => {
  await as(page, ["finance_ops"]);
  const a = await newAccount({ status: "BLOCKED" });
  await page.goto(`/ledger/accounts/${a.accountId}`);
  await expect(page.getByTestId("account-status")).toContainText("BLOCKED");
  const other = await context.newPage();
  await other.goto(`/ledger/accounts/${a.accountId}`);

  // Closed in the other tab first (BLOCKED → CLOSED is allowed).
  await other.getByRole("button", { name: "Close account" }).click();
  await other.getByRole("alertdialog").getByRole("button", { name: "Close account" }).click();
  await expect(other.getByTestId("close-progress")).toHaveAttribute("data-phase", "closed", {
    timeout: 20_000,
  });

  // This tab still shows what it read before.
  await page.getByRole("button", { name: "Close account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Close account" }).click();
  const progress = page.getByTestId("close-progress");
  await expect(progress).toHaveAttribute("data-phase", "already_closed");
  await expect(progress).toContainText("This account is already CLOSED: the ledger had nothing to close.");
  await expect(page.getByTestId("account-detail")).toHaveAttribute("data-status", "CLOSED", {
    timeout: 10_000,
  });
  await expect(page.getByRole("button", { name: "Close account" })).toHaveCount(0);
});
