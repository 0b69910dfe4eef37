import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { control } from "./fixtures/cancellations";
import { e2eEnv } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// Restriction orders against the sandbox: every test stages its own orders through the control API with
// document ids of its own ("A-E2E-…" sorts before the sandbox's "RO-…") and finds them by id; only the
// paging test uses amounts above 9,000,000,000 minor units, so it owns the top of "amount, descending".

type TStaged = { docId: string; amount: number };
const tag = () => `A-E2E-${randomUUID().slice(0, 8)}`;
const smallAmount = () => 10_000 + Math.floor(Math.random() * 900_000);

async function stage(order: Record<string, unknown> & { docId: string }): Promise<TStaged> {
  const amount = (order.amount as number | undefined) ?? smallAmount();
  await control("/restriction/orders", { ...order, amount });
  return { docId: order.docId, amount };
}

const row = (page: Page, docId: string) => page.locator(`[data-testid="order-row"][data-doc-id="${docId}"]`);
const href = (docId: string) => `/restriction-orders/${encodeURIComponent(docId)}`;
const compliance = (page: Page) => signInAs(page, SEEDED.compliance, SEEDED_PASSWORD);
const eur = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString("en-US")}.${String(minor % 100).padStart(2, "0")}\u00a0EUR`;

test("the list: filter by status and sort by document id, held in the URL; bad values named", async ({
  page,
}) => {
  const t = tag();
  const a = await stage({ docId: `${t}-1`, status: "UNPROCESSED" });
  const b = await stage({ docId: `${t}-2`, status: "CONFIRMED" });
  const c = await stage({ docId: `${t}-3`, status: "REJECTED" });
  await compliance(page);
  await page.goto("/restriction-orders?sort=doc_id&dir=asc&size=100");
  await expect(row(page, a.docId)).toBeVisible();
  const order = await page
    .getByTestId("order-row")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-doc-id")));
  expect(order.filter((id) => id?.startsWith(t))).toEqual([a.docId, b.docId, c.docId]);
  await expect(row(page, a.docId).getByTestId("order-status")).toHaveText("UNPROCESSED");
  await expect(row(page, c.docId).getByTestId("order-status")).toHaveText("REJECTED");
  await expect(row(page, b.docId).getByTestId("amount")).toHaveText(eur(b.amount));
  await expect(row(page, a.docId)).toContainText("Jonas Petraitis");
  await expect(row(page, a.docId)).toContainText("State Tax Inspectorate");
  await expect(row(page, a.docId)).toContainText(/UTC|GMT/);

  const filters = page.getByRole("form", { name: "Filter restriction orders" });
  await filters.getByLabel("Status").selectOption("CONFIRMED");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]status=CONFIRMED/);
  await expect(page).toHaveURL(/[?&]sort=doc_id/);
  await expect(row(page, b.docId)).toBeVisible();
  await expect(row(page, a.docId)).toHaveCount(0);
  await expect(row(page, c.docId)).toHaveCount(0);
  for (const s of await page.getByTestId("order-row").evaluateAll((r) => r.map((x) => x.dataset.status)))
    expect(s).toBe("CONFIRMED");

  await page.goBack();
  await expect(page).toHaveURL(/\/restriction-orders\?sort=doc_id&dir=asc&size=100$/);
  await expect(row(page, a.docId)).toBeVisible();
  await expect(
    page.getByRole("form", { name: "Filter restriction orders" }).getByLabel("Status"),
  ).toHaveValue("");

  await page.goto("/restriction-orders?size=7&sort=colour&status=REJECTED");
  const invalid = page.getByTestId("invalid-query");
  await expect(invalid).toContainText("size");
  await expect(invalid).toContainText("One of 10, 20, 50, 100.");
  await expect(invalid).toContainText("sort");
  await expect(row(page, c.docId)).toBeVisible();
  const api = await page.request.get("/api/restriction-orders?size=7");
  expect(api.status()).toBe(400);
  expect((await api.json()).error.message).toContain("size");
});

test("paging: size and page in the URL, shown 1-based with the platform's total", async ({ page }) => {
  const t = tag();
  const base = 9_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
  const staged: TStaged[] = [];
  for (let i = 0; i < 12; i++) staged.push(await stage({ docId: `${t}-${i}`, amount: base + i }));
  await compliance(page);
  await page.goto("/restriction-orders");
  const filters = page.getByRole("form", { name: "Filter restriction orders" });
  await filters.getByLabel("Sort by").selectOption("amount");
  await filters.getByLabel("Direction").selectOption("desc");
  await filters.getByLabel("Per page").selectOption("10");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=amount/);
  await expect(page).toHaveURL(/size=10/);
  const ids = () =>
    page.getByTestId("order-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-doc-id")));
  await expect(row(page, staged[11]!.docId)).toBeVisible();
  expect(await ids()).toEqual(
    staged
      .slice(2)
      .reverse()
      .map((s) => s.docId),
  );
  // Other tests add orders meanwhile, so the summary is checked against itself: y = ceil(total / 10).
  const summary = await page.getByTestId("page-summary").innerText();
  const [, of, total] = /Page 1 of (\d+) · orders 1–10 of (\d+)/.exec(summary) ?? [];
  expect(Number(of)).toBe(Math.ceil(Number(total) / 10));
  expect(Number(total)).toBeGreaterThanOrEqual(12);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("page-summary")).toContainText("Page 2 of");
  await expect(row(page, staged[1]!.docId)).toBeVisible();
  expect((await ids()).slice(0, 2)).toEqual([staged[1]!.docId, staged[0]!.docId]);
  await page.goBack();
  await expect(row(page, staged[11]!.docId)).toBeVisible();
  await expect(page.getByTestId("page-summary")).toContainText("Page 1 of");
});

test("the detail: every field, found by document id (percent-encoded); Enter opens it; unknown id in words", async ({
  page,
}) => {
  const t = tag();
  const o = await stage({
    docId: `${t} x:1`,
    referenceDocId: `REF-${t}`,
    freeDisposalAmount: 35_050,
    freeDisposalComment: "Minimum living allowance kept free",
    executeReason: "Recovery of a court fine",
    payer: {
      name: "Ona Jonaitiene",
      account: "LT603999010000099999",
      id: "48001010000",
      member_code: "39990",
    },
    payee: { name: "Vilnius District Court", bic: "CBVILT2XXXX" },
  });
  await compliance(page);
  await page.goto("/restriction-orders?sort=doc_id&dir=asc&size=100");
  await row(page, o.docId).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/restriction-orders/${t}%20x%3A1$`));
  const detail = page.getByTestId("order-detail");
  await expect(detail).toHaveAttribute("data-status", "UNPROCESSED");
  await expect(page.getByTestId("order-header")).toContainText(o.docId);
  await expect(page.getByTestId("order-header")).toContainText(`REF-${t}`);
  await expect(page.getByTestId("order-header")).toContainText("BLOCK");
  await expect(page.getByTestId("order-payer")).toContainText("Ona Jonaitiene");
  await expect(page.getByTestId("order-payer")).toContainText("LT60 3999 0100 0009 9999");
  await expect(page.getByTestId("order-payer")).toContainText("48001010000");
  await expect(page.getByTestId("order-payee")).toContainText("Vilnius District Court");
  await expect(page.getByTestId("order-payee")).toContainText("CBVILT2XXXX");
  await expect(page.getByTestId("order-amounts")).toContainText(eur(o.amount));
  await expect(page.getByTestId("order-amounts")).toContainText("350.50\u00a0EUR");
  await expect(page.getByTestId("order-amounts")).toContainText("Minimum living allowance kept free");
  const remittance = page.getByTestId("order-remittance");
  await expect(remittance).toContainText("Recovery of a court fine");
  await expect(remittance).toContainText(new RegExp(`\\(${new Date().getUTCFullYear()}-\\d{2}-\\d{2}\\)`));
  await expect(remittance).toContainText(`RI-${o.docId}`);

  await page.goto("/restriction-orders/A-E2E-nobody-here");
  await expect(page.getByTestId("error-state")).toContainText("No restriction order has this document id.");
  expect((await page.request.get("/api/restriction-orders/A-E2E-nobody-here")).status()).toBe(404);
});

test("confirm: the dialog names the order; CONFIRMED after, audited, and the list re-reads", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-c` });
  await compliance(page);
  await page.goto(href(o.docId));
  await page.getByRole("button", { name: "Confirm…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Confirm restriction order ${o.docId} for ${eur(o.amount)}?`);
  await expect(dialog.getByTestId("decide-summary")).toContainText("Jonas Petraitis");
  await dialog.getByRole("button", { name: "Confirm the order" }).click();
  await expect(page.getByTestId("decide-outcome")).toHaveAttribute("data-outcome", "decided");
  await expect(page.getByTestId("decide-outcome")).toContainText(`Order ${o.docId} is CONFIRMED`);
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "CONFIRMED");
  await expect(page.getByRole("button", { name: "Confirm…" })).toHaveCount(0);
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [expect.objectContaining({ outcome: "success", actor_email: SEEDED.compliance })],
  );

  await page.goto("/restriction-orders?status=CONFIRMED&sort=doc_id&dir=asc&size=100");
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "CONFIRMED");
});

test("reject: a reason is required and shown in words; REJECTED after", async ({ page }) => {
  const o = await stage({ docId: `${tag()}-r` });
  await compliance(page);
  await page.goto(href(o.docId));
  // From the keyboard: r opens the rejection once the order is shown.
  await expect(page.getByRole("button", { name: "Reject…" })).toBeVisible();
  await page.keyboard.press("r");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Reject restriction order ${o.docId} for ${eur(o.amount)}?`);
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(dialog).toContainText("Choose the reason for rejecting the order.");
  const reason = dialog.getByLabel("Rejection reason");
  expect(await reason.locator("option").count()).toBe(21);
  await reason.selectOption("NO_PRIMARY_DOC");
  await expect(reason.locator("option:checked")).toHaveText("No primary document (NO_PRIMARY_DOC)");
  await expect(dialog).toContainText("The underlying (primary) document the order relies on is missing.");
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(page.getByTestId("decide-outcome")).toContainText(
    `Order ${o.docId} is REJECTED with reason No primary document (NO_PRIMARY_DOC)`,
  );
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "REJECTED");
  const [audit] = await auditRows({ action: "restrictions.reject", target: `restriction-order:${o.docId}` });
  expect(audit).toMatchObject({
    outcome: "success",
    detail: { reason: "NO_PRIMARY_DOC", result: "decided" },
  });
});

test("a second decision from another tab is told in words and sends nothing", async ({ page, context }) => {
  const o = await stage({ docId: `${tag()}-2tabs` });
  await compliance(page);
  const other = await context.newPage();
  await page.goto(href(o.docId));
  await other.goto(href(o.docId));
  await expect(other.getByRole("button", { name: "Reject…" })).toBeVisible();

  await page.getByRole("button", { name: "Confirm…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm the order" }).click();
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "CONFIRMED");

  await other.getByRole("button", { name: "Reject…" }).click();
  const dialog = other.getByRole("alertdialog");
  await dialog.getByLabel("Rejection reason").selectOption("NO_FUNDS");
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  const outcome = other.getByTestId("decide-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "already_decided");
  await expect(outcome).toContainText(`Already decided through Countersign by ${SEEDED.compliance}`);
  await expect(outcome).toContainText("Nothing was sent again.");
  await expect(other.getByTestId("order-detail")).toHaveAttribute("data-status", "CONFIRMED");
  const [audit] = await auditRows({ action: "restrictions.reject", target: `restriction-order:${o.docId}` });
  expect(audit).toMatchObject({
    outcome: "failure",
    detail: { result: "already_decided", platformCalled: false },
  });
});

test("an order decided outside Countersign: the 409 is read back and the platform's decision shown", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-409` });
  await compliance(page);
  await page.goto(href(o.docId));
  await expect(page.getByRole("button", { name: "Confirm…" })).toBeVisible();
  await rejectAtThePlatform(o.docId);

  await page.getByRole("button", { name: "Confirm…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm the order" }).click();
  const outcome = page.getByTestId("decide-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "already_decided");
  await expect(outcome).toContainText("was already decided at the platform: it is REJECTED");
  await expect(outcome.getByTestId("provider-code")).toHaveText("ORDER_ALREADY_PROCESSED");
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "REJECTED");
});

test("without the permission: 403 for the pages, the routes and the server action (audited)", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-403` });
  const user = await createUser(["finance_ops", "manager"]);
  await signInAs(page, user.email, user.password);
  expect((await page.goto("/restriction-orders"))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.goto(href(o.docId)))?.status()).toBe(403);
  expect((await page.request.get("/api/restriction-orders")).status()).toBe(403);
  expect((await page.request.get(`/api/restriction-orders/${encodeURIComponent(o.docId)}`)).status()).toBe(
    403,
  );
  const decide = serverActionId("decideRestrictionOrderAction", "lib/actions/restriction-orders.ts");
  const call = await callServerAction(page.request, "/restriction-orders", decide, [
    { docId: o.docId, intentId: randomUUID(), decision: "CONFIRM" },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/restriction-orders" }),
      expect.objectContaining({ target: "route:/api/restriction-orders" }),
      expect.objectContaining({ target: "action:decideRestrictionOrder" }),
    ]),
  );
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [],
  );
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the list and a detail with the reject dialog open pass axe in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const o = await stage({ docId: `${tag()}-axe` });
    await compliance(page);
    await page.goto("/restriction-orders?sort=doc_id&dir=asc&size=100");
    await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
    await expect(row(page, o.docId)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(href(o.docId));
    await expect(page.getByTestId("order-detail")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Reject…" }).click();
    await page.getByRole("alertdialog").getByLabel("Rejection reason").selectOption("NO_FUNDS");
    await expectNoAxeViolations(page);
  });
}

/** A decision made at the platform by someone else: the restriction API called directly with its client. */
async function rejectAtThePlatform(docId: string) {
  const origin = e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";
  const token = await fetch(`${origin}/auth/realms/sandbox-tenant/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "api-restriction-client",
      client_secret: "sandbox-restriction-secret",
    }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  const res = await fetch(`${origin}/restriction/api/v1/orders/${encodeURIComponent(docId)}:reject`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ reason: "EXECUTED" }),
  });
  expect(res.status).toBe(200);
}
