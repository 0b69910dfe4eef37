import { expect, test } from "@playwright/test";
import {
  compliance,
  eur,
  highlight,
  LIST_BY_ID,
  row,
  stage,
  tag,
  toast,
} from "./fixtures/restriction-orders";
import { auditRows, SEEDED } from "./fixtures/users";

// Deciding restriction orders against the sandbox, from the list with c and r.
// Each test stages its own orders (fixtures/restriction-orders.ts). Reading the list and an order:
// restriction-orders-read.spec.ts; the other ways of deciding: restriction-orders-decide*.spec.ts.

// ---- Deciding from the list: c and r act on the highlighted row in the same dialogs and action ----

test("c on an UNPROCESSED row: the order's dialog; CONFIRMED in the row, toast and outcome, audited once", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-key-c` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await expect(page.getByTestId("list-keys")).toContainText("c confirms and r rejects it");
  await highlight(page, o.docId);
  await page.keyboard.press("c");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Confirm restriction order ${o.docId} for ${eur(o.amount)}?`);
  await expect(dialog.getByTestId("decide-summary")).toContainText("Jonas Petraitis");
  await dialog.getByRole("button", { name: "Confirm the order" }).click();
  await expect(dialog).toHaveCount(0);
  // No reload: the decision re-reads the list, and the row shows the platform's new status.
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "CONFIRMED");
  await expect(row(page, o.docId).getByTestId("order-status")).toHaveText("CONFIRMED");
  await expect(toast(page, "Decision taken")).toContainText(`Order ${o.docId} is CONFIRMED`);
  await expect(page.getByTestId("decide-outcome")).toHaveAttribute("data-outcome", "decided");
  await expect(page.getByTestId("decide-outcome")).toContainText(`Order ${o.docId} is CONFIRMED`);

  // The highlight stays on the row: the same key again opens nothing and says why.
  await expect(row(page, o.docId)).toBeFocused();
  await page.keyboard.press("c");
  await expect(toast(page, `Order ${o.docId} is already CONFIRMED`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [expect.objectContaining({ outcome: "success", actor_email: SEEDED.compliance })],
  );
});

test("r on an UNPROCESSED row: a reason is required; REJECTED in the row with that reason", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-key-r` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await highlight(page, o.docId);
  await page.keyboard.press("r");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Reject restriction order ${o.docId} for ${eur(o.amount)}?`);
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(dialog).toContainText("Choose the reason for rejecting the order.");
  expect(await dialog.getByLabel("Rejection reason").locator("option").count()).toBe(21);
  await dialog.getByLabel("Rejection reason").selectOption("NO_FUNDS");
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "REJECTED");
  await expect(page.getByTestId("decide-outcome")).toContainText(`Order ${o.docId} is REJECTED with reason`);
  await expect(toast(page, "Decision taken")).toBeVisible();
  expect(await auditRows({ action: "restrictions.reject", target: `restriction-order:${o.docId}` })).toEqual([
    expect.objectContaining({ outcome: "success", detail: expect.objectContaining({ reason: "NO_FUNDS" }) }),
  ]);
});

test("c and r on rows already decided: no dialog, a note says why, nothing is sent", async ({ page }) => {
  const t = tag();
  const confirmed = await stage({ docId: `${t}-done-c`, status: "CONFIRMED" });
  const rejected = await stage({ docId: `${t}-done-r`, status: "REJECTED" });
  await compliance(page);
  await page.goto(LIST_BY_ID);

  await highlight(page, confirmed.docId);
  await page.keyboard.press("r");
  await expect(toast(page, `Order ${confirmed.docId} is already CONFIRMED`)).toContainText(
    "It takes no further decision",
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await highlight(page, rejected.docId);
  await page.keyboard.press("c");
  await expect(toast(page, `Order ${rejected.docId} is already REJECTED`)).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await expect(row(page, confirmed.docId)).toHaveAttribute("data-status", "CONFIRMED");
  await expect(row(page, rejected.docId)).toHaveAttribute("data-status", "REJECTED");
  for (const o of [confirmed, rejected])
    for (const action of ["restrictions.confirm", "restrictions.reject"])
      expect(await auditRows({ action, target: `restriction-order:${o.docId}` })).toEqual([]);
});

test("? lists the list's keys; a dialog opened with c and closed with Escape sends nothing", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-key-esc` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await highlight(page, o.docId);
  await page.keyboard.press("?");
  const shortcuts = page.getByTestId("shortcuts");
  await expect(shortcuts).toContainText("Confirm the highlighted order (asks first)");
  await expect(shortcuts).toContainText("Reject the highlighted order: pick a reason (asks first)");
  await page.keyboard.press("Escape");
  await expect(shortcuts).toHaveCount(0);

  // The highlight outlives the shortcuts dialog; the decision dialog hands the focus back to the row.
  await page.keyboard.press("c");
  await expect(page.getByRole("alertdialog")).toContainText(`Confirm restriction order ${o.docId}`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row(page, o.docId)).toBeFocused();
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "UNPROCESSED");
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [],
  );
});
