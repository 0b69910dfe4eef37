import { expect, test } from "@playwright/test";
import { opsUser, row, runRow, toSign } from "./fixtures/approvals";

// The Approvals page against the sandbox. Tests run two at a time on one sandbox, so each makes its own
// TO_SIGN payments (found by id, never by position) and never assumes the queue holds only them.

test("from the keyboard: j/k move, x selects, a approves, Enter opens, ? shows the shortcuts", async ({
  page,
}) => {
  await opsUser(page);
  const first = await toSign();
  const second = await toSign();
  await page.goto("/approvals");
  await expect(row(page, first)).toBeVisible();

  await row(page, first).focus();
  await expect(row(page, first)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("x");
  await expect(row(page, first).getByRole("checkbox")).toBeChecked();

  // j and k move the cursor to the next and previous row in the table's order.
  const order = await page
    .getByTestId("approval-row")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-trx-id")));
  const at = order.indexOf(String(first));
  if (at + 1 < order.length) {
    await page.keyboard.press("j");
    await expect(page.locator(`[data-testid="approval-row"][data-trx-id="${order[at + 1]}"]`)).toBeFocused();
    await page.keyboard.press("k");
  } else {
    await page.keyboard.press("k");
    await expect(page.locator(`[data-testid="approval-row"][data-trx-id="${order[at - 1]}"]`)).toBeFocused();
    await page.keyboard.press("j");
  }
  await expect(row(page, first)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page.getByTestId("approval-drawer")).toContainText(`Payment ${first}`);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("approval-drawer")).toHaveCount(0);
  await expect(row(page, first)).toBeFocused();

  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toContainText("Select or deselect the payment");
  await page.keyboard.press("Escape");

  await row(page, second).focus();
  await page.keyboard.press("x");
  await page.keyboard.press("a");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Approve 2 payments?");
  await dialog.getByRole("button", { name: "Approve 2 payments" }).click();
  await expect(runRow(page, first)).toHaveAttribute("data-outcome", "approved");
  await expect(runRow(page, second)).toHaveAttribute("data-outcome", "approved");
});
