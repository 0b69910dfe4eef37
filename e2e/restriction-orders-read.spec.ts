import { expect, test } from "@playwright/test";
import {
  compliance,
  eur,
  highlight,
  LIST_BY_ID,
  row,
  stage,
  tag,
  type TStaged,
} from "./fixtures/restriction-orders";

// Reading restriction orders against the sandbox: the list (filter, sort, paging, all in the URL) and one
// order's page. Deciding, from either: restriction-orders-decide*.spec.ts.

test("the list: filter by status and sort by document id, held in the URL; bad values named", async ({
  page,
}) => {
  const t = tag();
  const a = await stage({ docId: `${t}-1`, status: "UNPROCESSED" });
  const b = await stage({ docId: `${t}-2`, status: "CONFIRMED" });
  const c = await stage({ docId: `${t}-3`, status: "REJECTED" });
  await compliance(page);
  await page.goto(LIST_BY_ID);
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
  // Sorted by amount, descending, these must be the list's top 12 in the shared sandbox: above every other
  // test's orders (small amounts) and above any earlier run of this test (the base grows with the clock; a
  // random one let an earlier, higher run take the top page).
  const base = 9_000_000_000 + (Date.now() % 10_000_000_000) * 100;
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
  await page.goto(LIST_BY_ID);
  await highlight(page, o.docId);
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
