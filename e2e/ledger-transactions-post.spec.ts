import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { auditRows } from "./fixtures/users";
import {
  accountNow,
  asRole,
  fillEditor,
  fillRow,
  hasTransaction,
  newAccount,
  recentTransactions,
  ref,
  rows,
  transactionIdOf,
} from "./fixtures/ledger-transactions";

// Posting ledger transactions through the editor, against the shared e2e sandbox: a balanced
// multi-currency post followed to "Applied" and read back, the ledger's 400 on its fields, and what the
// browser blocks. Reading and access: ledger-transactions-read.spec.ts.

test.describe.configure({ timeout: 90_000 });

test("a balanced multi-currency transaction: editor, review, 202, Applied, then read back with totals", async ({
  page,
}) => {
  const user = await asRole(page, ["finance_ops"]);
  const a = await newAccount({
    balances: [
      { currency: "EUR", availableBalance: 100_000 },
      { currency: "JPY", availableBalance: 50_000 },
    ],
  });
  const b = await newAccount({ balances: [{ currency: "EUR", availableBalance: 0 }] });
  const referenceId = ref("MULTI");

  await page.goto("/ledger/transactions/new");
  await fillEditor(page, referenceId, [
    { from: a.currentLedgerAccount, to: b.currentLedgerAccount, amount: "125.50", details: "invoice 42" },
    { from: a.currentLedgerAccount, to: "INTERNAL:fees:eur", amount: "2.50", type: "FEE" },
    { from: a.currentLedgerAccount, to: b.holdingLedgerAccount, amount: "1,500", currency: "JPY" },
    { from: "INTERNAL:fx:jpy", to: a.currentLedgerAccount, amount: "200", currency: "JPY" },
  ]);
  await page.getByRole("button", { name: "Review the transaction…" }).click();

  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Post “${referenceId}” to the ledger: 4 postings?`);
  await expect(dialog.getByTestId("review-count")).toHaveText("4 postings");
  const eur = dialog.locator('[data-testid="currency-total"][data-currency="EUR"]');
  await expect(eur).toContainText("128.00\u00a0EUR");
  await expect(eur.getByRole("cell").nth(1)).toHaveText("2");
  await expect(dialog.locator('[data-testid="currency-total"][data-currency="JPY"]')).toContainText(
    "1,700\u00a0JPY",
  );
  await dialog.getByRole("button", { name: "Post to the ledger" }).click();

  const accepted = page.getByTestId("transaction-accepted");
  await expect(accepted).toBeVisible({ timeout: 15_000 });
  await expect(accepted.getByTestId("correlation-id")).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(page.getByTestId("follow-state")).toHaveAttribute("data-state", "applied", {
    timeout: 15_000,
  });
  await expect(page.getByTestId("follow-state")).toContainText("Applied");
  // The balances really moved: A −128.00 EUR, −1,500 + 200 JPY; B +125.50 EUR available, +1,500 JPY held.
  const aNow = await accountNow(a.accountId);
  expect(aNow.balances.find((x) => x.currency === "EUR")?.availableBalance).toBe(100_000 - 12_800);
  expect(aNow.balances.find((x) => x.currency === "JPY")?.availableBalance).toBe(50_000 - 1_300);
  const bNow = await accountNow(b.accountId);
  expect(bNow.balances.find((x) => x.currency === "JPY")?.holdingBalance).toBe(1_500);

  const id = await transactionIdOf(referenceId);
  await page.goto(`/ledger/transactions/${id}`);
  const detail = page.getByTestId("transaction-detail");
  await expect(detail.getByTestId("reference-id")).toContainText(referenceId);
  await expect(detail.getByTestId("reference-source")).toHaveText("CLIENT");
  await expect(detail).toContainText(/UTC|GMT|[+-]\d{2}:?\d{2}/);
  const postings = detail.getByTestId("posting-row");
  await expect(postings).toHaveCount(4);
  await expect(postings.nth(0).getByTestId("posting-amount")).toHaveText("125.50\u00a0EUR");
  await expect(postings.nth(0)).toContainText(a.accountId);
  await expect(postings.nth(0)).toContainText("invoice 42");
  await expect(postings.nth(1)).toContainText("INTERNAL:fees:eur");
  await expect(postings.nth(1)).toContainText("FEE");
  await expect(postings.nth(2).getByTestId("posting-amount")).toHaveText("1,500\u00a0JPY");
  await expect(postings.nth(2)).toContainText("HOLDING");
  await expect(postings.nth(3)).toContainText("INTERNAL:fx:jpy");
  const totals = detail.getByTestId("currency-totals");
  await expect(totals.locator('[data-currency="EUR"]')).toContainText("128.00\u00a0EUR");
  await expect(totals.locator('[data-currency="JPY"]')).toContainText("1,700\u00a0JPY");
  await expect(totals).toContainText("Balanced by construction");

  expect(await auditRows({ action: "ledger.post_transaction", actorEmail: user.email })).toEqual([
    expect.objectContaining({ outcome: "success", target: `ledger-transaction-ref:${referenceId}` }),
  ]);
  // Opened transactions are remembered for the Ledger page, labelled by their reference.
  expect(await recentTransactions(user.email)).toEqual([{ ref: id, label: referenceId }]);
});

test("the ledger's 400 lands on the fields it names; fixed, the same intent is posted", async ({ page }) => {
  const user = await asRole(page, ["finance_ops"]);
  const a = await newAccount({ balances: [{ currency: "EUR", availableBalance: 10_000 }] });
  const closed = await newAccount({ status: "CLOSED" });
  const other = await newAccount();
  const referenceId = ref("REFUSED");
  // Well formed for the browser; only the ledger knows the account is CLOSED, or under another party.
  const wrongParty = `CUSTOMER:${randomUUID()}:${other.accountId}:CURRENT`;

  await page.goto("/ledger/transactions/new");
  await fillEditor(page, referenceId, [
    { from: a.currentLedgerAccount, to: "INTERNAL:suspense:eur", amount: "1.00" },
    { from: a.currentLedgerAccount, to: closed.currentLedgerAccount, amount: "2.00" },
    { from: wrongParty, to: a.holdingLedgerAccount, amount: "3.00" },
  ]);
  await page.getByRole("button", { name: "Review the transaction…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Post to the ledger" }).click();

  await expect(page.getByTestId("transaction-problem")).toContainText("The ledger refused the transaction");
  const to1 = rows(page).nth(1).getByLabel("To (credit)");
  await expect(to1).toHaveAttribute("aria-invalid", "true");
  await expect(rows(page).nth(1)).toContainText(`account ${closed.accountId} is CLOSED`);
  await expect(rows(page).nth(2).getByLabel("From (debit)")).toHaveAttribute("aria-invalid", "true");
  await expect(rows(page).nth(2)).toContainText("does not belong to party");
  await expect(rows(page).nth(0).getByLabel("From (debit)")).not.toHaveAttribute("aria-invalid", "true");
  await expect(rows(page).nth(0).getByLabel("To (credit)")).not.toHaveAttribute("aria-invalid", "true");
  expect(await hasTransaction(referenceId)).toBe(false);

  // Editing a field clears the ledger's message there; the refused key may carry the corrected request.
  await to1.fill(a.holdingLedgerAccount);
  await expect(to1).not.toHaveAttribute("aria-invalid", "true");
  await rows(page).nth(2).getByRole("button", { name: "Remove posting 3" }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Review the transaction…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Post to the ledger" }).click();
  await expect(page.getByTestId("follow-state")).toHaveAttribute("data-state", "applied", {
    timeout: 15_000,
  });

  const audit = await auditRows({ action: "ledger.post_transaction", actorEmail: user.email });
  expect(audit.map((r) => r.outcome)).toEqual(["failure", "success"]);
  const [first, second] = audit.map((r) => r.detail as { intentKey: string });
  expect(first!.intentKey).toBe(second!.intentKey);
  expect(JSON.stringify(audit[0]!.detail)).toContain("postings.1.destination");
});

test("the browser blocks what it can tell: zero, same account, too many decimals, a 101st posting", async ({
  page,
}) => {
  const user = await asRole(page, ["finance_ops"]);
  const a = await newAccount();
  await page.goto("/ledger/transactions/new");
  const row = rows(page).first();
  await fillRow(row, { from: a.currentLedgerAccount, to: a.currentLedgerAccount, amount: "0" });
  await page.getByRole("button", { name: "Review the transaction…" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row).toContainText("The account credited must differ from the account debited.");
  await expect(row).toContainText("Enter an amount above zero.");
  await expect(page.getByLabel("Reference id")).toHaveAttribute("aria-invalid", "true");
  // Live: the message follows the typing.
  await row.getByLabel("Amount").fill("1.234");
  await expect(row).toContainText("EUR amounts have at most 2 decimals.");
  await row.getByLabel("Currency").selectOption("JPY");
  await row.getByLabel("Amount").fill("1.5");
  await expect(row).toContainText("JPY amounts have no decimals.");
  await row.getByLabel("From (debit)").fill("CUSTOMER:abc:def:CURRENT");
  await expect(row).toContainText("Write a customer account as CUSTOMER:<party id>");

  // 100 postings at most: adding stops there (duplicating too).
  const add = page.getByRole("button", { name: "Add posting" });
  // Clicked in the page: 99 of Playwright's round trips (each waiting for the button to settle) took most
  // of a minute on a busy CI machine, and the clicks are the same ones a person makes.
  await add.evaluate((button: HTMLButtonElement) => {
    for (let i = 1; i < 100; i++) button.click();
  });
  await expect(rows(page)).toHaveCount(100);
  await expect(add).toBeDisabled();
  await expect(rows(page).first().getByRole("button", { name: "Duplicate posting 1" })).toBeDisabled();
  await expect(page.getByTestId("posting-count")).toContainText("100 of at most 100 postings");

  // The server runs the same schema: 101 postings sent around the browser are refused before the ledger.
  const referenceId = ref("TOOMANY");
  const b = await newAccount();
  const posting = {
    source: a.currentLedgerAccount,
    destination: b.currentLedgerAccount,
    amount: "1.00",
    currency: "EUR",
    type: "CREDIT_TRANSFER",
    details: "",
  };
  const action = serverActionId("postLedgerTransactionAction", "lib/actions/ledger-transactions.ts");
  const call = await callServerAction(page.request, "/ledger/transactions/new", action, [
    {
      intentKey: randomUUID(),
      locale: "en-US",
      referenceId,
      referenceSource: "CLIENT",
      postings: Array.from({ length: 101 }, () => posting),
    },
  ]);
  expect(call.body).toContain('"code":"invalid_input"');
  expect(call.body).toContain("at most 100 postings (this has 101)");
  expect(await auditRows({ action: "ledger.post_transaction", actorEmail: user.email })).toEqual([]);
  expect(await hasTransaction(referenceId)).toBe(false);
});
