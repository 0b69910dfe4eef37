import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { e2eEnv, PLATFORM } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { apply, expectRows, moreFilters, notice, payment, search, tagOf } from "./fixtures/payments-search";

// The Payments search's paging, URL and history, and saved views, against the sandbox's v3 list. Filters:
// payments-search-{filters,ids,dates,amounts}.spec.ts.

test.beforeEach(async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
});

test(
  "paging both ways with a small page size; the position lives in the URL",
  PLATFORM,
  async ({ page, context }) => {
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
  },
);

test(
  "back and forward restore filters; a bad link is named and ignored; the route answers 400",
  PLATFORM,
  async ({ page }) => {
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
    // A page token the platform does not take (edited, expired, other filters): the first page, and why.
    await page.goto(`/payments?metadata=${tag}&next=not-a-token`);
    await expect(notice(page, "cursor_reset")).toContainText(
      "That page position no longer fits these filters; showing the first page.",
    );
    await expectRows(page, [inb, out]);
    const madeUp = await page.request.get(`/api/payments?metadata=${tag}&next=not-a-token`);
    expect(madeUp.status()).toBe(200);
    expect(await madeUp.json()).toMatchObject({
      rows: [{ id: inb }, { id: out }],
      notices: [{ kind: "cursor_reset" }],
    });
    const good = await page.request.get(`/api/payments?metadata=${tag}`);
    expect(await good.json()).toMatchObject({ api: "v3", rows: [{ id: inb }, { id: out }], prev: null });
  },
);

test("a bookmarked link whose repeated filters are in another order pages on", PLATFORM, async ({ page }) => {
  const tag = tagOf();
  const ids: number[] = [];
  for (const [d, status, method] of [
    [1, "Completed", "SEPA"],
    [2, "Rejected", "INST"],
    [3, "Completed", "INST"],
    [4, "Accepted", "SEPA"],
    [5, "Rejected", "SEPA"],
  ] as const)
    ids.push(await payment(page.request, tag, { status, method, createdAt: `2025-07-0${d}T10:00:00Z` }));
  const [c1, r2, c3, , r5] = ids as [number, number, number, number, number];

  // Typed or bookmarked in an order of its own: statuses 8 (Rejected) before 5 (Completed), and by name.
  for (const statuses of ["status=8&status=5", "status=rejected&status=Completed"]) {
    await search(page, `scheme=SEPA&scheme=INST&${statuses}&metadata=${tag}&limit=2`);
    await expectRows(page, [r5, c3]);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/next=/);
    await expectRows(page, [r2, c1]);
    await expect(notice(page, "cursor_reset")).toHaveCount(0);
    await page.getByRole("link", { name: "Previous" }).click();
    await expectRows(page, [r5, c3]);
  }
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

test("the Payments page passes axe in light and dark mode", async ({ page }) => {
  const tag = tagOf();
  const id = await payment(page.request, tag, { uetr: randomUUID(), endToEndId: `${tag}-A` });
  await search(page, `metadata=${tag}`);
  await expectRows(page, [id]);
  await moreFilters(page);
  await page.getByLabel("Amount from").fill("1.234");
  await apply(page);
  await expect(page.getByText("EUR amounts have at most 2 decimals.")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.getByRole("button", { name: "Save view…" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
});
