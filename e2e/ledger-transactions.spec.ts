import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { Client } from "pg";
import { expectNoAxeViolations } from "./fixtures/axe";
import { e2eEnv } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Ledger transactions against the shared e2e sandbox. Every test makes its own ledger accounts through the
// control API (sandbox/README.md, Ledger) and finds its transaction by its own unique referenceId in the
// control API's list — the app itself never calls the control API.

test.describe.configure({ timeout: 90_000 });

const sandbox = () => e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";

type TAccount = {
  accountId: string;
  partyId: string;
  status: string;
  balances: { currency: string; availableBalance: number; holdingBalance: number }[];
  currentLedgerAccount: string;
  holdingLedgerAccount: string;
};

async function newAccount(
  body: {
    status?: "OPENED" | "CLOSED" | "BLOCKED";
    balances?: { currency: string; availableBalance?: number; holdingBalance?: number }[];
  } = {},
): Promise<TAccount> {
  const res = await fetch(`${sandbox()}/control/ledger/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`control ledger account: ${res.status} ${await res.text()}`);
  return (await res.json()) as TAccount;
}

async function accountNow(accountId: string): Promise<TAccount> {
  const res = await fetch(`${sandbox()}/control/ledger/accounts`);
  const { accounts } = (await res.json()) as { accounts: TAccount[] };
  return accounts.find((a) => a.accountId === accountId)!;
}

/** The id of the applied transaction with this referenceId (the ledger gives no other way to find it). */
async function transactionIdOf(referenceId: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sandbox()}/control/ledger/transactions`);
        const { transactions } = (await res.json()) as {
          transactions: { id: string; referenceId: string }[];
        };
        id = transactions.find((t) => t.referenceId === referenceId)?.id;
        return id;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return id!;
}

async function hasTransaction(referenceId: string): Promise<boolean> {
  const res = await fetch(`${sandbox()}/control/ledger/transactions`);
  const { transactions } = (await res.json()) as { transactions: { referenceId: string }[] };
  return transactions.some((t) => t.referenceId === referenceId);
}

async function recentTransactions(email: string) {
  const db = new Client({ connectionString: e2eEnv().DATABASE_URL });
  await db.connect();
  try {
    const res = await db.query(
      `SELECT r.ref, r.label FROM recent_ledger_items r JOIN users u ON u.id = r.user_id
        WHERE u.email = $1 AND r.kind = 'transaction' ORDER BY r.seen_at DESC`,
      [email],
    );
    return res.rows as { ref: string; label: string | null }[];
  } finally {
    await db.end();
  }
}

const ref = (what: string) => `E2E-${what}-${randomUUID().slice(0, 8)}`;
const rows = (page: Page) => page.getByTestId("posting-editor-row");

async function asRole(page: Page, roles: Parameters<typeof createUser>[0]) {
  const user = await createUser(roles);
  await signInAs(page, user.email, user.password);
  return user;
}

type TRowInput = {
  from: string;
  to: string;
  amount: string;
  currency?: string;
  type?: string;
  details?: string;
};

async function fillRow(row: Locator, r: TRowInput) {
  await row.getByLabel("From (debit)").fill(r.from);
  await row.getByLabel("To (credit)").fill(r.to);
  if (r.currency) await row.getByLabel("Currency").selectOption(r.currency);
  await row.getByLabel("Amount").fill(r.amount);
  if (r.type) await row.getByLabel("Type").fill(r.type);
  if (r.details) await row.getByLabel("Details (optional)").fill(r.details);
}

async function fillEditor(page: Page, referenceId: string, postings: TRowInput[]) {
  await page.getByLabel("Reference id").fill(referenceId);
  for (const [i, p] of postings.entries()) {
    if (i > 0) await page.getByRole("button", { name: "Add posting" }).click();
    await fillRow(rows(page).nth(i), p);
  }
}

/** A posted, applied transaction of two postings (EUR, JPY), sent through the action as finance_ops. */
async function postedTransaction(page: Page) {
  const a = await newAccount({ balances: [{ currency: "EUR", availableBalance: 50_000 }] });
  const b = await newAccount();
  const referenceId = ref("READ");
  const ops = await createUser(["finance_ops"]);
  const ctx = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const opsPage = await ctx.newPage();
  await signInAs(opsPage, ops.email, ops.password);
  const action = serverActionId("postLedgerTransactionAction", "lib/actions/ledger-transactions.ts");
  const call = await callServerAction(opsPage.request, "/ledger/transactions/new", action, [
    {
      intentKey: randomUUID(),
      locale: "en-US",
      referenceId,
      referenceSource: "CLIENT",
      postings: [
        {
          source: a.currentLedgerAccount,
          destination: b.currentLedgerAccount,
          amount: "12.34",
          currency: "EUR",
          type: "CREDIT_TRANSFER",
          details: "read me",
        },
        {
          source: "INTERNAL:fx:jpy",
          destination: b.holdingLedgerAccount,
          amount: "1,500",
          currency: "JPY",
          type: "FX",
          details: "",
        },
      ],
    },
  ]);
  expect(call.body).toContain('"state":"accepted"');
  await ctx.close();
  return { id: await transactionIdOf(referenceId), referenceId, a, b };
}

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
  for (let i = 1; i < 100; i++) await add.click();
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

test("invalid and unknown transaction ids: a clear state on the page, 400 and 404 from the route", async ({
  page,
}) => {
  await asRole(page, ["manager"]);
  await page.goto("/ledger/transactions/not-a-uuid");
  await expect(page.getByTestId("transaction-invalid-id")).toContainText(
    "“not-a-uuid” is not a transaction id.",
  );
  const bad = await page.request.get("/api/ledger/transactions/not-a-uuid");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toContain("is not a transaction id");

  const unknown = randomUUID();
  await page.goto(`/ledger/transactions/${unknown}`);
  await expect(page.getByTestId("transaction-not-found")).toContainText("not found — or not applied yet");
  await expect(page.getByTestId("transaction-not-found")).toContainText(
    "becomes readable once the ledger applies it",
  );
  const missing = await page.request.get(`/api/ledger/transactions/${unknown}`);
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.message).toContain("not applied yet");
});

test("compliance reads a transaction but may not post: 403 page, refused and audited direct call", async ({
  page,
}) => {
  const t = await postedTransaction(page);
  const user = await asRole(page, ["compliance"]);
  await page.goto(`/ledger/transactions/${t.id}`);
  await expect(page.getByTestId("posting-row")).toHaveCount(2);
  await expect(page.getByTestId("posting-row").nth(0).getByTestId("posting-amount")).toHaveText(
    "12.34\u00a0EUR",
  );
  const api = await page.request.get(`/api/ledger/transactions/${t.id}`);
  expect(api.status()).toBe(200);
  expect((await api.json()).postings[1].currency).toBe("JPY/0");

  expect((await page.goto("/ledger/transactions/new"))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  const referenceId = ref("DENIED");
  const action = serverActionId("postLedgerTransactionAction", "lib/actions/ledger-transactions.ts");
  const call = await callServerAction(page.request, "/ledger/transactions/new", action, [
    {
      intentKey: randomUUID(),
      locale: "en-US",
      referenceId,
      referenceSource: "CLIENT",
      postings: [
        {
          source: t.a.currentLedgerAccount,
          destination: t.b.currentLedgerAccount,
          amount: "1.00",
          currency: "EUR",
          type: "CREDIT_TRANSFER",
          details: "",
        },
      ],
    },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/ledger/transactions/new" }),
      expect.objectContaining({ target: "action:postLedgerTransaction" }),
    ]),
  );
  expect(await auditRows({ action: "ledger.post_transaction", actorEmail: user.email })).toEqual([]);
  expect(await hasTransaction(referenceId)).toBe(false);
});

test("a role without ledger.view is refused the pages and the routes", async ({ page }) => {
  const user = await asRole(page, ["admin"]);
  const id = randomUUID();
  expect((await page.goto(`/ledger/transactions/${id}`))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.goto("/ledger/transactions/new"))?.status()).toBe(403);
  expect((await page.request.get(`/api/ledger/transactions/${id}`)).status()).toBe(403);
  expect((await page.request.get(`/api/ledger/transactions/balances?account=${id}`)).status()).toBe(403);
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: `page:/ledger/transactions/${id}` }),
      expect.objectContaining({ target: `route:/api/ledger/transactions/${id}` }),
    ]),
  );
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`a transaction and the editor with its review pass axe in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const t = await postedTransaction(page);
    await asRole(page, ["finance_ops"]);
    await page.goto(`/ledger/transactions/${t.id}`);
    await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
    await expect(page.getByTestId("posting-row")).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.goto("/ledger/transactions/new");
    await fillEditor(page, ref("AXE"), [
      { from: t.a.currentLedgerAccount, to: t.b.currentLedgerAccount, amount: "0" },
      { from: t.a.currentLedgerAccount, to: "INTERNAL:fees:eur", amount: "1.00" },
    ]);
    await page.getByRole("button", { name: "Review the transaction…" }).click();
    await expect(rows(page).first()).toContainText("above zero");
    await expectNoAxeViolations(page);
    await rows(page).first().getByLabel("Amount").fill("5.00");
    await page.getByRole("button", { name: "Review the transaction…" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
