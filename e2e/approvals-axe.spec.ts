import { expect, test } from "@playwright/test";
import { opsUser, row, toSign } from "./fixtures/approvals";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";

// The Approvals page against the sandbox. Tests run two at a time on one sandbox, so each makes its own
// TO_SIGN payments (found by id, never by position) and never assumes the queue holds only them.

test("the queue, its drawer and the confirmation pass axe in light and dark mode", async ({ page }) => {
  await opsUser(page);
  const id = await toSign();
  await page.goto("/approvals");
  await expect(row(page, id)).toBeVisible();
  await row(page, id).getByRole("checkbox").check();
  await expectNoAxeInBothSchemes(page);

  await row(page, id).click();
  await expect(page.getByTestId("approval-drawer").getByTestId("payment-detail")).toBeVisible();
  await expect(page.getByTestId("approval-drawer").getByTestId("approval-state")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.keyboard.press("Escape");

  await page.getByTestId("approve-selected").click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
});
