import { expect, test } from "@playwright/test";
import { compliance, eur, href, rejectAtThePlatform, row, stage, tag } from "./fixtures/restriction-orders";
import { auditRows, SEEDED } from "./fixtures/users";

// Deciding restriction orders against the sandbox, from the order's page: confirm and reject, a second
// decision, one made at the platform.
// Each test stages its own orders (fixtures/restriction-orders.ts). Reading the list and an order:
// restriction-orders-read.spec.ts; the other ways of deciding: restriction-orders-decide*.spec.ts.

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
