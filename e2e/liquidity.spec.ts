import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { e2eEnv } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// The Liquidity page against the sandbox. Two workers share one sandbox, so every test stages its own
// transfers through the control API — in a window of time of its own, years back, where nobody else's
// transfers are — and finds them by request id or inside that window, never by global position.

// Times are typed in the reader's zone: a fixed zone makes the UTC conversion checkable.
test.use({ timezoneId: "Europe/Vilnius", locale: "en-US" });

const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const KAUNAS = "LT163999110000000301";
const VILNIUS = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Vilnius",
  dateStyle: "short",
  timeStyle: "medium",
}); // "2021-03-04 10:00:00": the form of a datetime-local value
const sandbox = () => e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";

type TStaged = { id: number; requestId: string; status: string };

async function stage(page: Page, body: Record<string, unknown>): Promise<TStaged> {
  const res = await page.request.post(`${sandbox()}/control/transfers`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TStaged;
}

/** Five transfers a minute apart in a random hour of 2021, request ids `<prefix>-A` … `-E`. */
async function stageFive(page: Page) {
  const prefix = `E2E-${randomUUID().slice(0, 8)}`;
  const start = Date.UTC(2021, 0, 1) + randomInt(0, 8000) * 3_600_000;
  const statuses = ["COMPLETED", "COMPLETED", "REJECTED", "ACCEPTED", "COMPLETED"];
  const staged: TStaged[] = [];
  for (const [i, letter] of ["A", "B", "C", "D", "E"].entries()) {
    staged.push(
      await stage(page, {
        requestId: `${prefix}-${letter}`,
        amount: (i + 1) * 10_000,
        status: statuses[i],
        createdAt: new Date(start + (i + 1) * 60_000).toISOString(),
      }),
    );
  }
  const window = `from=${new Date(start).toISOString()}&to=${new Date(start + 10 * 60_000).toISOString()}`;
  return { prefix, start, staged, window };
}

const rows = (page: Page) => page.getByTestId("transfer-row");
const requestIds = (page: Page) =>
  rows(page).evaluateAll((rs) => rs.map((r) => r.getAttribute("data-request-id")));
async function open(page: Page, query: string) {
  await page.goto(`/liquidity?${query}`);
  await expect(page.getByTestId("transfer-filters")).toHaveAttribute("data-ready", "true");
}

test("list, filter by status, date range and request id, sort and page through one's own transfers", async ({
  page,
}) => {
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
});

test("the first page and the totals come with the page's HTML, before any script runs", async ({
  page,
  browser,
}) => {
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
});

async function fillTransfer(page: Page, from: string, to: string, amount: string, purpose = "") {
  const form = page.getByTestId("create-transfer");
  await form.getByLabel("From (debtor account)").selectOption(from);
  await form.getByLabel("To (creditor account)").selectOption(to);
  await form.getByLabel("Amount (EUR)").fill(amount);
  if (purpose) await form.getByLabel("Purpose (optional)").fill(purpose);
  return form;
}

test("finance ops creates a transfer through the form and follows it to COMPLETED", async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  await open(page, "");
  const form = await fillTransfer(page, SCT, INST, "0", "x".repeat(141));
  await expect(form).toContainText("141 of 140 characters");
  await form.getByRole("button", { name: "Review the transfer" }).click();
  await expect(form).toContainText("At most 140 characters.");
  await expect(form).toContainText("The amount must be more than zero.");

  const purpose = `E2E liquidity ${randomUUID().slice(0, 8)}`;
  await form.getByLabel("Purpose (optional)").fill(purpose);
  await form.getByLabel("Amount (EUR)").fill("1,234.56");
  const requestId = await page.getByTestId("intent-request-id").innerText();
  await form.getByRole("button", { name: "Review the transfer" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Transfer 1,234.56\u00a0EUR from ${SCT} to ${INST}?`);
  await expect(dialog.getByTestId("transfer-summary")).toContainText(
    "Countersign Sandbox Bank · CSGNLT21XXX · SCT Inst",
  );
  await expect(dialog.getByTestId("transfer-summary")).toContainText(requestId);
  await dialog.getByRole("button", { name: "Send the transfer" }).click();

  const created = page.getByTestId("transfer-created");
  await expect(created).toContainText("Transfer sent");
  const id = await created.getByTestId("created-transfer-id").innerText();
  await created.getByRole("button", { name: "Show it in the list" }).click();
  expect(new URL(page.url()).searchParams.get("requestId")).toBe(requestId);
  const row = page.locator(`[data-transfer-id="${id}"]`).and(rows(page));
  await expect(row).toContainText("1,234.56\u00a0EUR");
  await expect(row).toContainText(purpose);
  // CREATED → SENT_TO_CLEAR → ACCEPTED → COMPLETED, a step every 2 s; the list follows the webhooks.
  await expect(row.getByTestId("transfer-status")).toHaveText("COMPLETED", { timeout: 20_000 });
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/); // settlement date, set on ACCEPTED
  await expect(
    page.locator(`[data-testid="liquidity-event"][data-transfer-id="${id}"]`).first(),
  ).toBeVisible();

  expect(await auditRows({ action: "liquidity.transfer", target: `transfer:${id}` })).toEqual([
    expect.objectContaining({ outcome: "success", actor_email: SEEDED.finance_ops }),
  ]);
});

test("a transfer to another BIC's account is refused with the reason in words", async ({ page }) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  await open(page, "");
  const form = await fillTransfer(page, SCT, KAUNAS, "10");
  await expect(form).toContainText("it will probably refuse this pair");
  await form.getByRole("button", { name: "Review the transfer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send the transfer" }).click();
  const refused = page.getByTestId("transfer-refused");
  await expect(refused).toContainText(
    "Money can move only between the SCT account and the SCT Inst (instant) account of the same BIC",
  );
  await expect(refused).toContainText("TRANSFER_BETWEEN_DIFFERENT_SCHEMES");
  await expect(form).toContainText("Not allowed with this debtor account");
  expect(await auditRows({ action: "liquidity.transfer", actorEmail: user.email })).toEqual([
    expect.objectContaining({ outcome: "failure" }),
  ]);
});

test("a manager follows liquidity but cannot create a transfer, not even by calling the action", async ({
  page,
}) => {
  const user = await createUser(["manager"]);
  await signInAs(page, user.email, user.password);
  await open(page, "");
  await expect(page.getByRole("heading", { name: "Liquidity", level: 1 })).toBeVisible();
  await expect(page.getByTestId("create-not-allowed")).toContainText("Only finance operations");
  await expect(page.getByTestId("create-transfer")).toHaveCount(0);
  expect((await page.request.get("/api/liquidity/transfers")).status()).toBe(200);

  const action = serverActionId("createTransferAction", "lib/actions/liquidity.ts");
  const call = await callServerAction(page.request, "/liquidity", action, [
    { requestId: `E2E-${randomUUID()}`, debtorAccount: SCT, creditorAccount: INST, amount: "1.00" },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual([
    expect.objectContaining({ target: "action:createTransfer" }),
  ]);
  expect(await auditRows({ action: "liquidity.transfer", actorEmail: user.email })).toEqual([]);
});

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

test("a holding amount breach raised at the platform appears on the page", async ({ page }) => {
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

for (const colorScheme of ["light", "dark"] as const) {
  test(`the page passes axe in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
    const { prefix, window } = await stageFive(page);
    await open(page, window);
    await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
    await expect(page.locator(`[data-request-id="${prefix}-A"]`)).toBeVisible();
    await expect(page.getByTestId("amounts-chart")).toBeVisible();
    await page.getByText("The same figures as a table").click();
    await expectNoAxeViolations(page);
    const form = await fillTransfer(page, SCT, INST, "5");
    await form.getByRole("button", { name: "Review the transfer" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
