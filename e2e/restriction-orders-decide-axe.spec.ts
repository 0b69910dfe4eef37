import { expect, test } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { compliance, highlight, href, LIST_BY_ID, row, stage, tag } from "./fixtures/restriction-orders";

// Deciding restriction orders against the sandbox: the decision dialogs pass axe.
// Each test stages its own orders (fixtures/restriction-orders.ts). Reading the list and an order:
// restriction-orders-read.spec.ts; the other ways of deciding: restriction-orders-decide*.spec.ts.

test("the list and a detail, each with the reject dialog open, pass axe in light and dark mode", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-axe` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await expect(row(page, o.docId)).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await highlight(page, o.docId);
  await page.keyboard.press("r");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto(href(o.docId));
  await expect(page.getByTestId("order-detail")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.getByRole("button", { name: "Reject…" }).click();
  await page.getByRole("alertdialog").getByLabel("Rejection reason").selectOption("NO_FUNDS");
  await expectNoAxeInBothSchemes(page);
});
