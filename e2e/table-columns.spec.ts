import { expect, test, type Locator, type Page } from "@playwright/test";
import { row, toSign } from "./fixtures/approvals";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { open, stageFive } from "./fixtures/liquidity";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";
import { gotoHydrated, reloadHydrated } from "./fixtures/hydrated";

// The column kit on the three tables that used to scroll sideways at 1280 px (issue 15): at 1280×800 none
// does, and the key columns show whole. The chooser's choice is kept per user on the server, so it comes
// back with a reload and stays that user's own.

test.use({ viewport: { width: 1280, height: 800 } });

/** Neither the table's own scroll container nor the page's main area scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, region: Locator) {
  for (const box of [region, page.locator("#main")]) {
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, "scrolls sideways").toBeLessThanOrEqual(clientWidth);
  }
}

async function expectWhole(region: Locator, headers: string[]) {
  for (const name of headers) {
    await expect(region.getByRole("columnheader", { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
}

test("at 1280×800 the approvals, liquidity and users tables fit, with their key columns whole", async ({
  page,
}) => {
  const user = await createUser(["finance_ops", "admin"]);
  await signInAs(page, user.email, user.password);
  const id = await toSign();
  // Made in the platform's web interface, so the platform refuses Countersign's approval: a refused row
  // (badge and code) is the widest Approval cell, and the table must fit with one in it.
  const refused = await toSign({ channel: "web" });
  const { window } = await stageFive(page);

  await page.goto("/approvals");
  const queue = page.getByRole("region", { name: "Payments waiting for approval" });
  await expect(queue.locator(`[data-testid="approval-row"][data-trx-id="${id}"]`)).toBeVisible({
    timeout: 15_000,
  });
  await row(page, refused).getByRole("checkbox").check();
  await page.getByTestId("approve-selected").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve payment" }).click();
  await expect(row(page, refused)).toContainText("API_APPROVAL_NOT_ALLOWED");
  await expectWhole(queue, ["Amount", "Approval", "Deadline", "Created", "Creditor"]);
  await expectNoSidewaysScroll(page, queue);

  await open(page, window);
  const transfers = page.getByRole("region", { name: "Liquidity transfers" });
  await expect(transfers.getByTestId("transfer-row")).toHaveCount(5);
  await expectWhole(transfers, ["Id", "Created", "Status", "Amount"]);
  await expectNoSidewaysScroll(page, transfers);

  await gotoHydrated(page, "/settings");
  // The table's own scroll container: the Users section of the page is a region of that name too.
  const users = page.locator('[data-slot="table-container"][aria-label="Users"]');
  await expect(users.getByTestId(`user-row-${user.email}`)).toBeVisible();
  await expectWhole(users, ["Email", "Roles", "Status", "Last sign-in"]);
  const own = users.getByTestId(`user-row-${user.email}`);
  await own.scrollIntoViewIfNeeded();
  await expect(own.getByRole("button", { name: `Edit roles of ${user.email}` })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, users);
});

test("a column hidden through the chooser stays hidden after a reload, for that user only", async ({
  page,
  browser,
}) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const id = await toSign();
  await page.goto("/approvals");
  const queue = page.getByRole("region", { name: "Payments waiting for approval" });
  await expect(queue.locator(`[data-trx-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
  const creditor = queue.getByRole("columnheader", { name: "Creditor", exact: true });
  await expect(creditor).toBeVisible();

  const chooser = page.getByRole("button", { name: "Columns of the approval queue" });
  await chooser.click();
  const menu = page.getByRole("menu");
  // Key columns are listed, checked, and cannot be turned off.
  await expect(menu.getByRole("menuitemcheckbox", { name: /^Amount/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expect(menu.getByRole("menuitemcheckbox", { name: /^Amount/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expectNoAxeInBothSchemes(page);

  // From the keyboard: down to Creditor, Space turns it off; the menu stays open for more.
  const item = menu.getByRole("menuitemcheckbox", { name: "Creditor", exact: true });
  await item.focus();
  await page.keyboard.press("Space");
  await expect(item).toHaveAttribute("aria-checked", "false");
  await expect(creditor).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(chooser).toBeFocused();
  await expect
    .poll(async () => (await auditRows({ action: "column_prefs.save", actorEmail: user.email })).length)
    .toBe(1);

  await reloadHydrated(page);
  await expect(queue.locator(`[data-trx-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(queue.getByRole("columnheader", { name: "Amount", exact: true })).toBeVisible();
  await expect(creditor).toHaveCount(0);
  await chooser.click();
  await expect(menu.getByRole("menuitemcheckbox", { name: "Creditor", exact: true })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await page.keyboard.press("Escape");

  // Another user's queue still shows the column.
  const other = await createUser(["finance_ops"]);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const otherPage = await context.newPage();
  await signInAs(otherPage, other.email, other.password);
  await otherPage.goto("/approvals");
  const otherQueue = otherPage.getByRole("region", { name: "Payments waiting for approval" });
  await expect(otherQueue.locator(`[data-trx-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(otherQueue.getByRole("columnheader", { name: "Creditor", exact: true })).toBeVisible();
  await context.close();

  // Shown again, and so after a reload.
  await chooser.click();
  await menu.getByRole("menuitemcheckbox", { name: "Creditor", exact: true }).click();
  await expect(creditor).toBeVisible();
  await expect
    .poll(async () => (await auditRows({ action: "column_prefs.save", actorEmail: user.email })).length)
    .toBe(2);
  await page.reload();
  await expect(creditor).toBeVisible({ timeout: 15_000 });
});
