import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { draftRow, makeDraft, waitingCount } from "./fixtures/drafts";
import { untilHydrated } from "./fixtures/hydrated";
import { signInAs } from "./fixtures/sign-in";
import { createUser } from "./fixtures/users";

/** The list has loaded: its empty state or its first row. */
const listed = (page: Page) => page.getByTestId("empty-state").or(page.getByTestId("draft-row").first());

// The Drafts list (docs/pages.md#drafts) and the Overview's count of drafts waiting for the signed-in user.
// Tests run side by side on one database, so each makes its own people and finds its draft by id, never by
// position; counts are compared with themselves, since other tests make drafts too.

test("a draft is under All and Mine for its maker, under Waiting for me (and counted, live) for another finance-ops user only", async ({
  page,
  browser,
}) => {
  const maker = await createUser(["finance_ops"]);
  const approver = await createUser(["finance_ops"]);
  const other = await browser.newContext();
  const approverPage = await other.newPage();
  try {
    await signInAs(approverPage, approver.email, approver.password);
    await expect(approverPage.getByTestId("live-indicator")).toHaveText("Live");
    const before = await waitingCount(approverPage);

    await signInAs(page, maker.email, maker.password);
    const id = await makeDraft(page.request, maker.email);

    // The Overview heard of the draft on the "drafts" topic, without a reload.
    await expect.poll(() => waitingCount(approverPage), { timeout: 15_000 }).toBeGreaterThan(before);

    await page.goto("/drafts");
    const row = draftRow(page, id);
    await expect(row).toBeVisible();
    await expect(row.getByTestId("draft-state")).toHaveText("Waiting for approval");
    await expect(row.getByTestId("draft-progress")).toHaveText("0 of 1");
    await expect(row).toContainText(maker.email);
    await expect(row).toContainText("12.34\u00a0EUR");

    await page.getByTestId("drafts-tab-mine").click();
    await expect(page).toHaveURL(/\/drafts\?tab=mine$/);
    await expect(page.getByTestId("draft-row")).toHaveCount(1);
    await expect(draftRow(page, id)).toBeVisible();

    // The maker never approves their own draft, so it never waits for them (other tests' drafts may).
    await page.getByTestId("drafts-tab-waiting").click();
    await expect(page).toHaveURL(/\/drafts\?tab=waiting$/);
    await expect(listed(page)).toBeVisible();
    await expect(draftRow(page, id)).toHaveCount(0);

    // The approver follows the Overview's count to the tab, where the draft waits for them.
    await approverPage.getByRole("link", { name: /^Drafts waiting for your approval: \d+$/ }).click();
    await expect(approverPage).toHaveURL(/\/drafts\?tab=waiting$/);
    await expect(draftRow(approverPage, id)).toBeVisible();
    await expect(approverPage.getByTestId("drafts-tab-waiting")).toHaveAttribute("aria-current", "page");
  } finally {
    await other.close();
  }
});

test("keys: j selects the draft and Enter opens it; n opens New payment", async ({ page }) => {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const id = await makeDraft(page.request, maker.email);
  await page.goto("/drafts?tab=mine");
  await untilHydrated(page);
  await expect(draftRow(page, id)).toBeVisible();
  await expect(page.getByTestId("list-keys")).toContainText("n makes a new payment");

  await page.keyboard.press("j");
  await expect(draftRow(page, id)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/drafts/${id}$`));

  await page.goto("/drafts?tab=mine");
  await untilHydrated(page);
  await page.keyboard.press("n");
  await expect(page).toHaveURL(/\/drafts\/new$/);

  // From Payments too: the key, named under the list, and the button.
  await page.goto("/payments");
  await untilHydrated(page);
  await expect(page.getByTestId("list-keys")).toContainText("n makes a new payment");
  await page.keyboard.press("n");
  await expect(page).toHaveURL(/\/drafts\/new$/);
  await page.goBack();
  await page.getByTestId("new-payment").click();
  await expect(page).toHaveURL(/\/drafts\/new$/);
});

test("a manager sees every draft but no New payment, and nothing waits for them", async ({ page }) => {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const id = await makeDraft(page.request, maker.email);

  const manager = await createUser(["manager"]);
  await page.context().clearCookies();
  await signInAs(page, manager.email, manager.password);
  // Managers may view drafts, not approve them: the Overview has no count for them.
  await expect(page.getByTestId("count-drafts-waiting")).toHaveCount(0);
  await page.goto("/drafts");
  await expect(draftRow(page, id)).toBeVisible();
  await expect(page.getByTestId("new-payment")).toHaveCount(0);
  await expect(page.getByTestId("upload-payments")).toHaveCount(0);
  await page.goto("/payments");
  await expect(page.getByTestId("list-keys")).not.toContainText("new payment");
  await expect(page.getByTestId("new-payment")).toHaveCount(0);
  await page.goto("/drafts?tab=waiting");
  await expect(page.getByTestId("empty-state")).toContainText("No drafts wait for you");
});

test("a bad filter in the API's query is a 400 that names it; in the page's link it is ignored and named", async ({
  page,
}) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const bad = await page.request.get("/api/drafts?tab=theirs&limit=7");
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { error: { code: string; fieldErrors: Record<string, string> } };
  expect(body.error.code).toBe("invalid_input");
  expect(Object.keys(body.error.fieldErrors).sort()).toEqual(["limit", "tab"]);

  await page.goto("/drafts?state=lost&tab=mine");
  await expect(page.getByTestId("invalid-filters")).toContainText("state");
  await expect(page.getByTestId("drafts-tab-mine")).toHaveAttribute("aria-current", "page");
});

test("axe: the Drafts list with a draft, in both themes", async ({ page }) => {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const id = await makeDraft(page.request, maker.email);
  await page.goto("/drafts?tab=mine");
  await untilHydrated(page);
  await expect(draftRow(page, id)).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  // Waiting for me: its empty state, or other tests' drafts, whichever this moment holds.
  await page.goto("/drafts?tab=waiting");
  await untilHydrated(page);
  await expect(listed(page)).toBeVisible();
  await expectNoAxeInBothSchemes(page);
});
