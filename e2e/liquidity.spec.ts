import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import {
  fillTransfer,
  INST,
  open,
  requestIds,
  rows,
  sandbox,
  SCT,
  stageFive,
  VILNIUS,
} from "./fixtures/liquidity";

// Reading the Liquidity page against the sandbox: filters, sort and paging in the URL, the first view
// rendered on the server, alerts, refusals and axe. Creating transfers: liquidity-transfer.spec.ts.

// Times are typed in the reader's zone: a fixed zone makes the UTC conversion checkable.
test.use({ timezoneId: "Europe/Vilnius", locale: "en-US" });

test(
  "list, filter by status, date range and request id, sort and page through one's own transfers",
  PLATFORM,
  async ({ page }) => {
    await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
    const { prefix, start, window } = await stageFive(page);

    await open(page, `${window}&limit=2`);
    await expect(page.getByTestId("page-of")).toHaveText("Page 1 of 3 · 5 transfers");
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-E`, `${prefix}-D`]);
    const e = page.locator(`[data-request-id="${prefix}-E"]`);
    await expect(e).toContainText("500.00\u00a0EUR");
    await expect(e).toContainText("Countersign Sandbox Bank");
    await expect(e).toContainText("INTERNAL");
    await expect(e.getByTestId("transfer-status")).toHaveText("COMPLETED");

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByTestId("page-of")).toHaveText("Page 2 of 3 · 5 transfers");
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-C`, `${prefix}-B`]);
    expect(new URL(page.url()).searchParams.get("offset")).toBe("2");

    // Order by request id, both ways (a new order starts at the first page).
    await page.getByLabel("Order").selectOption("requestId-asc");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByTestId("page-of")).toHaveText("Page 1 of 3 · 5 transfers");
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-A`, `${prefix}-B`]);
    await page.getByLabel("Order").selectOption("requestId-desc");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-E`, `${prefix}-D`]);

    // Totals for the window: three completed (100 + 200 + 500 = 800.00 EUR), one rejected.
    const completed = page.locator('[data-testid="total-row"][data-status="COMPLETED"]');
    await expect(completed.getByTestId("total-count")).toHaveText("3");
    await expect(completed.getByTestId("total-amount")).toHaveText("800.00\u00a0EUR");
    await expect(
      page.locator('[data-testid="total-row"][data-status="REJECTED"]').getByTestId("total-count"),
    ).toHaveText("1");
    await page.getByText("The same figures as a table").click();
    await expect(page.getByTestId("chart-day")).toHaveCount(1);

    // Status: REJECTED only.
    await page.getByLabel("Status", { exact: true }).click();
    await page.getByRole("menuitemcheckbox", { name: "REJECTED", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-C`]);
    await expect(page.getByTestId("total-row")).toHaveCount(1);
    await expect(page.getByTestId("total-amount")).toHaveText("300.00\u00a0EUR");

    // A date range typed in Vilnius time (UTC+2, +3 in summer) goes to the URL in UTC: minutes 2 to 4 → B, C, D.
    await open(page, `${window}&limit=10`);
    const local = (ms: number) => VILNIUS.format(ms).replace(" ", "T");
    await page.getByLabel("Created from").fill(local(start + 2 * 60_000));
    await page.getByLabel("Created to").fill(local(start + 4 * 60_000));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-D`, `${prefix}-C`, `${prefix}-B`]);
    expect(new URL(page.url()).searchParams.get("from")).toBe(new Date(start + 2 * 60_000).toISOString());

    // Request id: exactly one.
    await open(page, `requestId=${prefix}-B`);
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-B`]);
    await expect(page.getByTestId("page-of")).toHaveText("Page 1 of 1 · 1 transfer");

    // A bad link is named on the page; the route says why with a 400.
    await open(page, `status=BOGUS&limit=500&requestId=${prefix}-A`);
    const invalid = page.getByTestId("invalid-filters");
    await expect(invalid).toContainText("Status (status)");
    await expect(invalid).toContainText("Rows per page (limit): At most 100 rows per page.");
    await expect.poll(() => requestIds(page)).toEqual([`${prefix}-A`]);
    const bad = await page.request.get("/api/liquidity/transfers?status=BOGUS&from=yesterday");
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { error: { fieldErrors: Record<string, string> } };
    expect(Object.keys(body.error.fieldErrors).sort()).toEqual(["from", "status"]);
  },
);

test(
  "the first page and the totals come with the page's HTML, before any script runs",
  PLATFORM,
  async ({ page, browser }) => {
    await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
    const { prefix, window } = await stageFive(page);
    // The same session in a browser that runs no JavaScript: whatever shows was rendered by the server.
    const noScript = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
    try {
      const html = await noScript.newPage();
      expect((await html.goto(`/liquidity?${window}&limit=2`))?.status()).toBe(200);
      await expect(rows(html)).toHaveCount(2);
      await expect(rows(html).nth(0)).toHaveAttribute("data-request-id", `${prefix}-E`);
      await expect(rows(html).nth(1)).toHaveAttribute("data-request-id", `${prefix}-D`);
      await expect(html.getByTestId("page-of")).toHaveText("Page 1 of 3 · 5 transfers");
      const completed = html.locator('[data-testid="total-row"][data-status="COMPLETED"]');
      await expect(completed.getByTestId("total-count")).toHaveText("3");
      await expect(completed.getByTestId("total-amount")).toHaveText("800.00\u00a0EUR");
      await expect(html.getByText("Loading transfers")).toHaveCount(0);
      await expect(html.getByText("Loading totals")).toHaveCount(0);
    } finally {
      await noScript.close();
    }

    // With scripts, the server's page is the client's initial data: from the first parsed byte to hydration,
    // no loading state of the list or the totals is ever in the document. The notifications are read in the
    // browser, so their skeleton is seen: proof the watch works.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { loadingSeen: Set<string> }).loadingSeen = seen;
      new MutationObserver(() => {
        for (const s of document.querySelectorAll('[role="status"]')) seen.add(s.textContent ?? "");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await open(page, `${window}&limit=2`);
    await expect(rows(page).first()).toHaveAttribute("data-request-id", `${prefix}-E`);
    const seen = await page.evaluate(() => [
      ...(window as unknown as { loadingSeen: Set<string> }).loadingSeen,
    ]);
    expect(seen.join("\n")).toContain("Loading notifications");
    expect(seen.filter((t) => /Loading (transfers|totals)/.test(t))).toEqual([]);
  },
);

test("compliance is refused the page and the routes, and each refusal is audited", async ({ page }) => {
  const user = await createUser(["compliance"]);
  await signInAs(page, user.email, user.password);
  expect((await page.goto("/liquidity"))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  for (const route of ["transfers", "summary", "activity"])
    expect((await page.request.get(`/api/liquidity/${route}`)).status()).toBe(403);
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/liquidity" }),
      expect.objectContaining({ target: "route:/api/liquidity/transfers" }),
      expect.objectContaining({ target: "route:/api/liquidity/summary" }),
      expect.objectContaining({ target: "route:/api/liquidity/activity" }),
    ]),
  );
});

test("a holding amount breach raised at the platform appears on the page", PLATFORM, async ({ page }) => {
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  await open(page, "");
  const bic = `T${randomUUID().replace(/-/g, "").slice(0, 7).toUpperCase()}`;
  const res = await page.request.post(`${sandbox()}/control/holding-breach`, {
    data: { accountBic: bic, holdingAmount: 123_456_789, maxHoldingAmount: 100_000_000 },
  });
  expect(res.status()).toBe(200);
  const alert = page.locator(`[data-testid="holding-alert"][data-bic="${bic}"]`);
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText("1,234,567.89\u00a0EUR");
  await expect(alert).toContainText("1,000,000.00\u00a0EUR");
});

test("the page passes axe in light and dark mode", async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  const { prefix, window } = await stageFive(page);
  await open(page, window);
  await expect(page.locator(`[data-request-id="${prefix}-A"]`)).toBeVisible();
  await expect(page.getByTestId("amounts-chart")).toBeVisible();
  await page.getByText("The same figures as a table").click();
  await expectNoAxeInBothSchemes(page);
  const form = await fillTransfer(page, SCT, INST, "5");
  await form.getByRole("button", { name: "Review the transfer" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
});
