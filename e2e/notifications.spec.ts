import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { gotoHydrated, reloadHydrated } from "./fixtures/hydrated";
import {
  bellEntry,
  expectCountMatchesList,
  openBell,
  toSignArrives,
  waitsTitle,
} from "./fixtures/notifications";
import { signInAs } from "./fixtures/sign-in";
import { createUser } from "./fixtures/users";

// The user's side of notifications (docs/notifications.md#settings-page-and-bell): the bell, live, and the
// settings page's unsubscribe.

test("a TO_SIGN webhook shows in a second user's bell live, with the count; marking read clears it", async ({
  page,
  request,
}) => {
  const ops = await createUser(["finance_ops"]);
  await signInAs(page, ops.email, ops.password);
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("bell")).toHaveAccessibleName(/^Notifications: /);
  // A marker a reload would lose: the entry must arrive over the stream.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const trxId = await toSignArrives(request);
  await expect(page.getByTestId("bell-count")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("bell-announcer")).toHaveText(/\d+ unread notifications?/);
  await openBell(page);
  const entry = bellEntry(page, trxId);
  await expect(entry).toHaveAttribute("data-unread", "true");
  await expect(entry.getByRole("link", { name: waitsTitle(trxId) })).toHaveAttribute(
    "href",
    `/payments/${trxId}`,
  );
  await expect(entry.locator("time")).toHaveText(/\d{2}:\d{2}:\d{2}\s\S+/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectCountMatchesList(page);
  await expectNoAxeViolations(page);

  await entry.getByRole("button", { name: `Mark read: ${waitsTitle(trxId)}` }).click();
  await expect(entry).toHaveAttribute("data-unread", "false");
  await expectCountMatchesList(page);
  // Every finance ops user is told of every parallel test's To sign payment, so entries may arrive at any
  // time: "Mark all read" marks those shown when it was clicked (docs/notifications.md), and they are checked.
  const unread = page.locator('[data-testid="bell-entry"][data-unread="true"]');
  const shown = (await unread.allInnerTexts()).map((t) => t.split("\n")[0]!.trim());
  await page.getByRole("button", { name: "Mark all read" }).click();
  for (const title of shown) await expect(unread.filter({ hasText: title })).toHaveCount(0);
  await expectCountMatchesList(page);

  // Escape closes the list and gives focus back to the bell.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("bell-panel")).toBeHidden();
  await expect(page.getByTestId("bell")).toBeFocused();
  // Read stays read.
  await reloadHydrated(page);
  await openBell(page);
  await expect(bellEntry(page, trxId)).toHaveAttribute("data-unread", "false");
});

test("unsubscribing works: approval_waiting in-app off keeps it out of that bell, not another user's", async ({
  page,
  browser,
  request,
}) => {
  const quiet = await createUser(["finance_ops"]);
  const other = await createUser(["finance_ops"]);
  await signInAs(page, quiet.email, quiet.password);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signInAs(otherPage, other.email, other.password);

  // Before: the payment reaches the bell by the role's default.
  const before = await toSignArrives(request);
  await gotoHydrated(page, "/account/notifications");
  await openBell(page);
  await expect(bellEntry(page, before)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");

  const row = page.getByTestId("notification-matrix").locator('tr[data-kind="approval_waiting"]');
  const inApp = page.getByLabel(/A payment or draft waits for my approval: In-app/);
  await expect(inApp).toHaveValue("immediate");
  await expect(row.getByTestId("cell-default").first()).toHaveText("Default");
  await inApp.selectOption("off");
  await expect(row.getByTestId("cell-default").first()).toHaveText("Default: On");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("notification-settings-status")).toHaveText("Saved.");
  await expectNoAxeViolations(page);

  // After: another payment tells the other user, not this one.
  const after = await toSignArrives(request);
  await gotoHydrated(otherPage, "/");
  await openBell(otherPage);
  await expect(bellEntry(otherPage, after)).toBeVisible({ timeout: 15_000 });
  await reloadHydrated(page);
  await expect(page.getByLabel(/A payment or draft waits for my approval: In-app/)).toHaveValue("off");
  await openBell(page);
  await expect(bellEntry(page, before)).toBeVisible();
  await expect(bellEntry(page, after)).toHaveCount(0);
  await otherContext.close();
});

test("the webhook URL: https only, refused by field; stored masked, never shown whole", async ({ page }) => {
  const ops = await createUser(["finance_ops"]);
  await signInAs(page, ops.email, ops.password);
  await gotoHydrated(page, "/account/notifications");
  const field = page.getByLabel("Incoming-webhook URL");
  await field.fill("http://hooks.slack.com/services/T0/B0/plain");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The URL must start with https://.")).toBeVisible();
  await expect(field).toBeFocused();

  const secret = "https://hooks.slack.com/services/T0/B0/e2esecretvalue9876";
  await field.fill(secret);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("notification-settings-status")).toHaveText("Saved.");
  await expect(page.getByTestId("webhook-current")).toHaveText("Posting to https://hooks.slack.com/…9876");
  await reloadHydrated(page);
  await expect(page.getByTestId("webhook-current")).toContainText("…9876");
  expect(await page.content()).not.toContain("e2esecretvalue");
});
