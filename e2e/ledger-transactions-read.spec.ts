import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { auditRows } from "./fixtures/users";
import {
  asRole,
  fillEditor,
  hasTransaction,
  postedTransaction,
  ref,
  rows,
} from "./fixtures/ledger-transactions";

// Reading ledger transactions and who may post them, against the shared e2e sandbox: invalid and unknown
// ids, a compliance reader, a role without ledger.view, and axe. Posting: ledger-transactions-post.spec.ts.

test.describe.configure({ timeout: 90_000 });

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

test("the totals name each currency by its code, in the ledger's precision, never its wire form EUR/2", async ({
  page,
}) => {
  const t = await postedTransaction(page);
  await asRole(page, ["manager"]);
  await page.goto(`/ledger/transactions/${t.id}`);
  const totals = page.getByTestId("currency-totals");
  await expect(page.getByTestId("currency-total")).toHaveCount(2);
  const eur = totals.locator('[data-currency="EUR"]');
  await expect(eur.getByRole("cell").first()).toHaveText("EUR");
  await expect(eur).toContainText("12.34\u00a0EUR");
  await expect(totals.locator('[data-currency="JPY"]').getByRole("cell").first()).toHaveText("JPY");
  await expect(totals).not.toContainText("EUR/2");
  await expect(totals).not.toContainText("/0");
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

test("a transaction and the editor with its review pass axe in light and dark mode", async ({ page }) => {
  const t = await postedTransaction(page);
  await asRole(page, ["finance_ops"]);
  await page.goto(`/ledger/transactions/${t.id}`);
  await expect(page.getByTestId("posting-row")).toHaveCount(2);
  await expectNoAxeInBothSchemes(page);

  await page.goto("/ledger/transactions/new");
  await fillEditor(page, ref("AXE"), [
    { from: t.a.currentLedgerAccount, to: t.b.currentLedgerAccount, amount: "0" },
    { from: t.a.currentLedgerAccount, to: "INTERNAL:fees:eur", amount: "1.00" },
  ]);
  await page.getByRole("button", { name: "Review the transaction…" }).click();
  await expect(rows(page).first()).toContainText("above zero");
  await expectNoAxeInBothSchemes(page);
  await rows(page).first().getByLabel("Amount").fill("5.00");
  await page.getByRole("button", { name: "Review the transaction…" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
});
