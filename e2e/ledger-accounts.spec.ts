import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { TRole } from "../lib/auth/client-safe/roles";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { control } from "./fixtures/cancellations";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Ledger accounts against the shared sandbox: each test makes its own accounts through the control API
// (POST /control/ledger/accounts) and its own users (the recent list is per user), and finds everything by
// id. Amounts are checked as exact text in each currency's precision (the browser's locale is en-US).

type TAccount = {
  accountId: string;
  partyId: string;
  iban: string;
  currentLedgerAccount: string;
  holdingLedgerAccount: string;
};
type TBalance = { currency: string; availableBalance?: number; holdingBalance?: number };

const newAccount = (body: { status?: string; balances?: TBalance[] } = {}) =>
  control<TAccount>("/ledger/accounts", body);
const NBSP = "\u00a0";
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

async function as(page: Page, roles: TRole[]) {
  const user = await createUser(roles);
  await signInAs(page, user.email, user.password);
  return user;
}
const balance = (page: Page, currency: string) =>
  page.locator(`[data-testid="balance-row"][data-currency="${currency}"]`);
const closeAction = () => serverActionId("closeLedgerAccountAction", "lib/actions/ledger-accounts.ts");

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
