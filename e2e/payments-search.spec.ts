import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Client } from "pg";
import { expectNoAxeViolations } from "./fixtures/axe";
import { e2eEnv } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// The Payments search against the sandbox's v3 list. Other tests share the sandbox, so every test makes its
// own payments tagged with a metadata value of its own, searches with that tag plus the filter under test
// (filters combine with AND), and asserts on its own rows, never on positions among others' rows.

const sandbox = () => e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";
const tagOf = () => `e2e-${randomUUID().slice(0, 12)}`;

type TScene = Record<string, unknown>;
/** A payment made directly in the sandbox, with a final status so nothing changes it during the test. */
async function payment(request: APIRequestContext, tag: string, body: TScene): Promise<number> {
  const res = await request.post(`${sandbox()}/control/payments`, {
    data: {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 1_000,
      status: "Completed",
      metadata: [tag],
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { transaction_id: number }).transaction_id;
}

const rowIds = (page: Page) =>
  page.getByTestId("payment-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-payment-id")));

/** The rows in view, once the table shows the current query's answer (not the previous page, dimmed). */
async function expectRows(page: Page, ids: number[]) {
  if (ids.length === 0) {
    await expect(page.getByTestId("empty-state")).toContainText("No payment matches these filters");
    return;
  }
  await expect(page.getByRole("table", { name: "Payments" })).not.toHaveAttribute("aria-busy", "true");
  await expect.poll(() => rowIds(page)).toEqual(ids.map(String));
}

const apply = (page: Page) => page.getByRole("button", { name: "Apply filters" }).click();
/** Opens the page at `query`, ready for typing: the fields show the reader's locale and zone only then. */
async function search(page: Page, query: string) {
  await page.goto(`/payments?${query}`);
  await expect(page.getByTestId("payment-filters")).toHaveAttribute("data-ready", "true");
}
/** Opens "More filters" unless it is open already (it opens by itself when the URL sets one of them). */
async function moreFilters(page: Page) {
  const details = page.locator("details").filter({ hasText: "More filters" });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator("summary").click();
}

async function pick(page: Page, field: string, options: string[]) {
  await page.getByLabel(field, { exact: true }).click();
  for (const name of options) await page.getByRole("menuitemcheckbox", { name, exact: true }).click();
  await page.keyboard.press("Escape");
}

// Each test walks through several searches, each a page load of a production build shared by two workers.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
});

test("ids: transaction id, end-to-end id, UETR, metadata and parent transaction", async ({ page }) => {
  const tag = tagOf();
  const uetr = randomUUID();
  const parent = await payment(page.request, tag, { endToEndId: `${tag}-P`, uetr });
  const child = await payment(page.request, tag, {
    direction: "INBOUND",
    type: "Payment return",
    endToEndId: `${tag}-C`,
    parentTrxId: parent,
    parentTrxAmount: 1_000,
  });

  await search(page, `metadata=${tag}`);
  await expectRows(page, [child, parent]);
  await page.getByLabel("Transaction id", { exact: true }).fill(String(parent));
  await apply(page);
  await expect(page).toHaveURL(new RegExp(`id=${parent}`));
  await expectRows(page, [parent]);

  await search(page, "");
  await page.getByLabel("End-to-end id").fill(`${tag}-C`);
  await apply(page);
  await expectRows(page, [child]);
  await expect(page.getByTestId("payment-row")).toContainText("Payment return");

  await search(page, "");
  await moreFilters(page);
  await page.getByLabel("UETR").fill(uetr.toUpperCase()); // a UETR matches in any case
  await apply(page);
  await expect(page).toHaveURL(new RegExp(`uetr=${uetr}`));
  await expectRows(page, [parent]);
  await expect(page.getByTestId("payment-row")).toContainText(uetr);

  await search(page, `metadata=${tag}`);
  await moreFilters(page);
  await page.getByLabel("Parent transaction id").fill(String(parent));
  await apply(page);
  await expectRows(page, [child]);
});

test("schemes, direction, status and type", async ({ page }) => {
  const tag = tagOf();
  const t = (m: number) => `2025-02-0${m}T10:00:00Z`; // distinct times: a known order
  const sepa = await payment(page.request, tag, { createdAt: t(1) });
  const inst = await payment(page.request, tag, {
    direction: "INBOUND",
    method: "INST",
    status: "Accepted",
    createdAt: t(2),
  });
  const swift = await payment(page.request, tag, {
    method: "SWIFT",
    currency: "USD",
    status: "Rejected",
    createdAt: t(3),
  });
  const back = await payment(page.request, tag, {
    direction: "INBOUND",
    type: "Payment return",
    createdAt: t(4),
  });

  await search(page, `metadata=${tag}`);
  await expectRows(page, [back, swift, inst, sepa]);
  await pick(page, "Scheme", ["SEPA", "INST"]);
  await apply(page);
  await expect(page).toHaveURL(/scheme=INST&scheme=SEPA/);
  await expectRows(page, [back, inst, sepa]);

  await page.getByLabel("Direction").selectOption("INBOUND");
  await apply(page);
  await expectRows(page, [back, inst]);

  await search(page, `metadata=${tag}`);
  await pick(page, "Status", ["Completed", "Rejected"]);
  await apply(page);
  await expect(page).toHaveURL(/status=5&status=8/);
  await expectRows(page, [back, swift, sepa]);
  await expect(page.getByTestId("payment-row").filter({ hasText: "Rejected" })).toHaveCount(1);

  await search(page, `metadata=${tag}`);
  await moreFilters(page);
  await pick(page, "Type", ["Payment return"]);
  await apply(page);
  await expectRows(page, [back]);
});

test.describe("in the reader's zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("date-time ranges are typed in local time and go to the URL in UTC; settlement dates inclusive", async ({
    page,
  }) => {
    const tag = tagOf();
    const early = await payment(page.request, tag, {
      createdAt: "2024-05-01T10:00:00Z",
      settlementDate: "2024-05-01",
    });
    const mid = await payment(page.request, tag, {
      createdAt: "2024-05-01T14:00:00Z",
      settlementDate: "2024-05-02",
    });
    const late = await payment(page.request, tag, {
      createdAt: "2024-05-02T10:00:00Z",
      settlementDate: "2024-05-03",
    });

    await search(page, `metadata=${tag}`);
    await expectRows(page, [late, mid, early]);
    await expect(page.getByTestId("filter-units")).toContainText(
      "Times are in your time zone, America/New_York.",
    );
    // New York is UTC−4 in May: 08:00–12:00 there is 12:00–16:00 UTC, which holds only the 14:00 payment.
    await page.getByLabel("Created from").fill("2024-05-01T08:00");
    await page.getByLabel("Created to").fill("2024-05-01T12:00");
    await apply(page);
    await expect(page).toHaveURL(/from=2024-05-01T12%3A00%3A00\.000Z/);
    await expect(page).toHaveURL(/to=2024-05-01T16%3A00%3A00\.000Z/);
    await expectRows(page, [mid]);
    await page.reload(); // the URL's UTC times come back as the same local times
    await expect(page.getByLabel("Created from")).toHaveValue(/^2024-05-01T08:00(:00)?$/);

    await search(page, `metadata=${tag}`);
    await moreFilters(page);
    await page.getByLabel("Settled from").fill("2024-05-02");
    await page.getByLabel("Settled to").fill("2024-05-03");
    await apply(page);
    await expectRows(page, [late, mid]);
  });
});

test.describe("in a German locale", () => {
  test.use({ locale: "de-DE" });

  test("amounts are typed in major units and converted exactly; one the currency cannot hold is refused", async ({
    page,
  }) => {
    const tag = tagOf();
    const at = (d: number) => `2025-03-0${d}T10:00:00Z`;
    await payment(page.request, tag, { amount: 123_455, createdAt: at(1) });
    const exact = await payment(page.request, tag, { amount: 123_456, createdAt: at(2) });
    await payment(page.request, tag, { amount: 123_456, currency: "USD", createdAt: at(3) });
    const yen = await payment(page.request, tag, {
      amount: 5_000,
      currency: "JPY",
      method: "SWIFT",
      createdAt: at(4),
    });
    const fees = await payment(page.request, tag, {
      amount: 50_000,
      unaccountedTaxAmount: 300,
      compensationAmount: 1_550,
      createdAt: at(5),
    });

    await search(page, `metadata=${tag}`);
    await expect(page.getByText(/the platform counts amount bounds in EUR/)).toBeVisible();
    await page.getByLabel("Amount from").fill("1.234,56");
    await page.getByLabel("Amount to").fill("1.234,56");
    await apply(page);
    await expect(page).toHaveURL(/amountFrom=1234\.56&amountTo=1234\.56/);
    await expectRows(page, [exact]); // not the 1.234,55 EUR one, nor the USD one (bounds count EUR)
    await expect(page.getByTestId("payment-row")).toContainText(/−1\.234,56\sEUR/);

    const url = page.url();
    const from = page.getByLabel("Amount from");
    await from.fill("1.234,567");
    await apply(page);
    await expect(page.getByText("EUR amounts have at most 2 decimals.")).toBeVisible();
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(from).toBeFocused();
    const describedBy = (await from.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("EUR amounts have at most 2 decimals.");
    expect(page.url()).toBe(url);

    await search(page, `metadata=${tag}`);
    await page.getByLabel("Currency").fill("JPY");
    await page.getByLabel("Amount from").fill("12,5");
    await apply(page);
    await expect(page.getByText("JPY amounts have no decimals.")).toBeVisible();
    await page.getByLabel("Amount from").fill("5.000");
    await apply(page);
    await expect(page).toHaveURL(/amountFrom=5000&currency=JPY/);
    await expectRows(page, [yen]);
    await expect(page.getByTestId("payment-row")).toContainText(/5\.000\sJPY/);

    await search(page, `metadata=${tag}`);
    await moreFilters(page);
    await page.getByLabel("Unaccounted tax from").fill("3");
    await page.getByLabel("Unaccounted tax to").fill("3,00");
    await page.getByLabel("Compensation from").fill("15,5");
    await apply(page);
    await expect(page).toHaveURL(/compensationFrom=15\.5&metadata=.+&taxFrom=3&taxTo=3$/);
    await expectRows(page, [fees]);
  });
});

test("accounts and bank codes: spaces and case ignored, an 8-character BIC matches every branch", async ({
  page,
}) => {
  const tag = tagOf();
  const digits = () => String(randomInt(10 ** 9, 10 ** 10));
  const [acc1, acc2] = [`LT12${digits()}${digits()}`, `DE89${digits()}${digits()}`];
  const head = await payment(page.request, tag, {
    debtorAccount: acc1,
    debtorBic: "TSTBLT21XXX",
    creditorAccount: acc2,
    creditorBic: "CRDTDEFF100",
    createdAt: "2025-04-01T10:00:00Z",
  });
  const branch = await payment(page.request, tag, {
    debtorBic: "TSTBLT21VLN",
    creditorBic: "OTHRNL2AXXX",
    createdAt: "2025-04-02T10:00:00Z",
  });

  await search(page, `metadata=${tag}`);
  await moreFilters(page);
  await page.getByLabel("Debtor bank (BIC)").fill("tstblt21");
  await apply(page);
  await expectRows(page, [branch, head]);

  await search(page, `metadata=${tag}&debtorBank=TSTBLT21VLN`);
  await expectRows(page, [branch]);

  await search(page, `metadata=${tag}`);
  await moreFilters(page);
  await page.getByLabel("Debtor account").fill(acc1.toLowerCase().replace(/(.{4})/g, "$1 "));
  await page.getByLabel("Creditor bank (BIC)").fill("CRDTDEFF100");
  await apply(page);
  await expectRows(page, [head]);
  await expect(page.getByTestId("payment-row")).toContainText(acc1);

  await search(page, `metadata=${tag}&creditorAccount=${acc2}`);
  await expectRows(page, [head]);
});

test("paging both ways with a small page size; the position lives in the URL", async ({ page, context }) => {
  const tag = tagOf();
  const ids: number[] = [];
  for (let d = 1; d <= 5; d++)
    ids.push(await payment(page.request, tag, { createdAt: `2025-05-0${d}T10:00:00Z` }));
  const [p1, p2, p3, p4, p5] = ids as [number, number, number, number, number];

  await search(page, `limit=2&metadata=${tag}`);
  await expect(page.getByLabel("Rows per page")).toHaveValue("2");
  await expectRows(page, [p5, p4]);
  await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/next=/);
  await expectRows(page, [p3, p2]);
  await page.getByRole("link", { name: "Next" }).click();
  await expectRows(page, [p1]);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/prev=/);
  await expectRows(page, [p3, p2]);

  // The link reproduces the view: a reload, and the copied URL in another tab.
  await page.reload();
  await expectRows(page, [p3, p2]);
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectRows(copy, [p3, p2]);
  await copy.close();

  await page.goBack();
  await expectRows(page, [p1]);
  await page.goForward();
  await expectRows(page, [p3, p2]);
  await page.getByRole("link", { name: "First page" }).click();
  await expectRows(page, [p5, p4]);

  // Keyboard: j selects the first row, j/k move, Enter opens the payment.
  await page.locator("body").press("j");
  await page.keyboard.press("j");
  await expect(page.getByTestId("payment-row").nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/payments/${p4}$`));
});

test("back and forward restore filters; a bad link is named and ignored; the route answers 400", async ({
  page,
}) => {
  const tag = tagOf();
  const out = await payment(page.request, tag, { createdAt: "2025-06-01T10:00:00Z" });
  const inb = await payment(page.request, tag, { direction: "INBOUND", createdAt: "2025-06-02T10:00:00Z" });

  await search(page, `metadata=${tag}&direction=OUTBOUND`);
  await expectRows(page, [out]);
  await page.getByLabel("Direction").selectOption("INBOUND");
  await apply(page);
  await expectRows(page, [inb]);
  await page.goBack();
  await expect(page.getByLabel("Direction")).toHaveValue("OUTBOUND");
  await expectRows(page, [out]);
  await page.goForward();
  await expect(page.getByLabel("Direction")).toHaveValue("INBOUND");

  await search(page, `metadata=${tag}&uetr=nope&amountFrom=1.234&direction=OUTBOUND`);
  const ignored = page.getByTestId("invalid-filters");
  await expect(ignored).toContainText("UETR (uetr): A UETR is a UUID");
  await expect(ignored).toContainText("Amount from (amountFrom): EUR amounts have at most 2 decimals.");
  await expectRows(page, [out]);

  const bad = await page.request.get(`/api/payments?uetr=nope&amountFrom=1.234&limit=500&scheme=ACH`);
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    error: {
      code: "invalid_input",
      fieldErrors: {
        uetr: expect.any(String),
        limit: "At most 100 rows per page.",
        "scheme.0": "One of SEPA, INST, SDD, SWIFT, T2.",
      },
    },
  });
  // A page token the platform does not take (edited, expired, other filters): said so, with a way out.
  await page.goto(`/payments?metadata=${tag}&next=not-a-token`);
  await expect(page.getByTestId("error-state")).toContainText("Start again from the first page.");
  await expect(page.getByTestId("error-state")).toContainText("Request id");
  await page.getByRole("button", { name: "Go to the first page" }).click();
  await expect(page).not.toHaveURL(/next=/);
  await expectRows(page, [inb, out]);
  const madeUp = await page.request.get(`/api/payments?metadata=${tag}&next=not-a-token`);
  expect(madeUp.status()).toBe(400);
  expect((await madeUp.json()).error.message).toContain("Start again from the first page.");
  const good = await page.request.get(`/api/payments?metadata=${tag}`);
  expect(await good.json()).toMatchObject({ api: "v3", rows: [{ id: inb }, { id: out }], prev: null });
});

async function viewIdOf(email: string, name: string): Promise<string | null> {
  const db = new Client({ connectionString: e2eEnv().DATABASE_URL });
  await db.connect();
  try {
    const res = await db.query<{ id: string }>(
      `SELECT v.id FROM saved_views v JOIN users u ON u.id = v.user_id WHERE u.email = $1 AND v.name = $2`,
      [email, name],
    );
    return res.rows[0]?.id ?? null;
  } finally {
    await db.end();
  }
}

test("saved views: save, apply, replace and delete; another user never sees or deletes them", async ({
  page,
  browser,
}) => {
  const tag = tagOf();
  const out = await payment(page.request, tag, {});
  const owner = await createUser(["finance_ops"]);
  await page.context().clearCookies();
  await signInAs(page, owner.email, owner.password);
  const name = `Outbound ${tag}`;

  await search(page, `metadata=${tag}&direction=OUTBOUND&limit=10`);
  await page.getByRole("button", { name: "Save view…" }).click();
  await page.getByLabel("View name").fill(name);
  await page.getByRole("button", { name: "Save view", exact: true }).click();
  await expect(page.getByTestId("saved-views-message")).toHaveText(`Saved the view “${name}”.`);
  await expect(page.getByLabel("Saved view")).toHaveValue((await viewIdOf(owner.email, name))!);

  // The same name again, for other filters: asked on the field, replaced only on request.
  await search(page, `metadata=${tag}&limit=10`);
  await page.getByRole("button", { name: "Save view…" }).click();
  await page.getByLabel("View name").fill(name);
  await page.getByRole("button", { name: "Save view", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText(`You already have a view named “${name}”.`);
  await expect(page.getByLabel("View name")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: `Replace “${name}”` }).click();
  await expect(page.getByTestId("saved-views-message")).toHaveText(`Replaced the view “${name}”.`);

  await search(page, "");
  await page.getByLabel("Saved view").selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`\\?limit=10&metadata=${tag}$`)); // the replaced filters
  await expectRows(page, [out]);
  await expect(page.getByLabel("Rows per page")).toHaveValue("10");

  // Someone else: not in their list, and a direct delete of its id is refused.
  const other = await createUser(["finance_ops"]);
  const strangerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const stranger = await strangerContext.newPage();
  await signInAs(stranger, other.email, other.password);
  await stranger.goto("/payments");
  await expect(stranger.getByLabel("Saved view").locator("option")).toHaveText(["No saved views yet"]);
  const id = (await viewIdOf(owner.email, name))!;
  const res = await callServerAction(
    stranger.request,
    "/payments",
    serverActionId("deleteViewAction", "lib/actions/saved-views.ts"),
    [{ page: "payments", id }],
  );
  expect(res.body).toContain('"code":"not_found"');
  expect(await viewIdOf(owner.email, name)).toBe(id);
  await strangerContext.close();

  await page.getByRole("button", { name: "Delete view" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Delete the saved view “${name}”?`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete view" }).click();
  await expect(page.getByTestId("saved-views-message")).toHaveText(`Deleted the view “${name}”.`);
  await expect(page.getByLabel("Saved view").locator("option")).toHaveText(["No saved views yet"]);
  expect(await viewIdOf(owner.email, name)).toBeNull();

  const saves = await auditRows({ action: "saved_view.save", actorEmail: owner.email });
  expect(saves.map((r) => [r.outcome, r.detail?.replace, r.detail?.query])).toEqual([
    ["success", false, `direction=OUTBOUND&limit=10&metadata=${tag}`],
    ["success", true, `limit=10&metadata=${tag}`],
  ]);
  expect(
    (await auditRows({ action: "saved_view.delete", actorEmail: other.email })).map((r) => r.outcome),
  ).toEqual(["failure"]);
  expect(
    (await auditRows({ action: "saved_view.delete", actorEmail: owner.email })).map((r) => r.outcome),
  ).toEqual(["success"]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the Payments page passes axe in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const tag = tagOf();
    const id = await payment(page.request, tag, { uetr: randomUUID(), endToEndId: `${tag}-A` });
    await search(page, `metadata=${tag}`);
    await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
    await expectRows(page, [id]);
    await moreFilters(page);
    await page.getByLabel("Amount from").fill("1.234");
    await apply(page);
    await expect(page.getByText("EUR amounts have at most 2 decimals.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save view…" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
