import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { expectNoAxeViolations } from "./fixtures/axe";
import { e2eEnv, PLATFORM } from "./fixtures/e2e-env";
import { row } from "./fixtures/events";
import { untilHydrated, reloadHydrated } from "./fixtures/hydrated";
import { signInAs } from "./fixtures/sign-in";
import { createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// The Events page against the real intake: the sandbox signs and sends, Countersign verifies and stores, the
// page shows. Tests run in parallel with others that also make deliveries, so each finds its own row by a
// marker it put in the body, never by position.

const sandbox = () => e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";

/** The id of the stored delivery whose raw body contains `marker`, once it is there. */
async function deliveryIdWith(marker: string): Promise<string> {
  const db = new Client({ connectionString: e2eEnv().DATABASE_URL });
  await db.connect();
  try {
    let id: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await db.query<{ id: string }>(
            `SELECT id::text FROM webhook_deliveries WHERE position(convert_to($1, 'UTF8') in raw_body) > 0
              ORDER BY id DESC LIMIT 1`,
            [marker],
          );
          id = res.rows[0]?.id;
          return id;
        },
        { timeout: 15_000 },
      )
      .toBeDefined();
    return id!;
  } finally {
    await db.end();
  }
}

/** A request the platform never signed: headers present, signature missing, so it is stored as rejected. */
async function postUnsigned(page: Page, marker: string) {
  const res = await page.request.post("/api/webhooks", {
    headers: {
      "content-type": "application/json",
      "svc-receiver-tenant-id": "someone",
      "svc-signature-timestamp": String(Math.floor(Date.now() / 1000)),
    },
    data: JSON.stringify({ probe: marker }),
  });
  expect(res.status()).toBe(401);
  return deliveryIdWith(marker);
}

test(
  "a manager sees a signed delivery from the sandbox arrive and reads its raw body",
  PLATFORM,
  async ({ page }) => {
    await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();

    const trxId = randomInt(100_000_000, 900_000_000);
    const sent = await page.request.post(`${sandbox()}/control/webhooks/test-event`, {
      data: { kind: "payment.status", trxId },
    });
    expect(sent.status()).toBe(202);
    const id = await deliveryIdWith(`"trx_id":${trxId}`);

    // Live when the stream is up; a reload shows it either way.
    await expect(async () => {
      if (!(await row(page, id).isVisible())) await page.reload();
      await expect(row(page, id)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row(page, id)).toContainText("PAYMENT_STATUS");
    await expect(row(page, id)).toContainText("verified");
    await expect(row(page, id)).toContainText("v1");

    // Keyboard: focus the row, Enter opens the detail, Escape closes it and focus returns to the row. The
    // row may have come with a reloaded page's HTML, so the keys wait for hydration.
    await untilHydrated(page);
    await row(page, id).focus();
    await expect(row(page, id)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    const detail = page.getByTestId("delivery-detail");
    await expect(detail).toBeVisible();
    await expect(detail.getByRole("heading", { name: `Delivery ${id}` })).toBeVisible();
    await expect(detail.getByTestId("delivery-body")).toContainText(`"trx_id": ${trxId}`);
    await expect(detail).toContainText("svc-signature-1");
    await expect(detail).toContainText("JSON, indented for reading");
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(row(page, id)).toBeFocused();
  },
);

test(
  "a holding breach from the platform is stored with its kind and applied, named or not",
  PLATFORM,
  async ({ page }) => {
    // The default sandbox names the kind (header and `event`); the strict one sends the bare body, whose
    // shape alone must tell it (finding 6a).
    const bic = `E${randomUUID().replace(/-/g, "").slice(0, 7).toUpperCase()}`;
    const sent = await page.request.post(`${sandbox()}/control/holding-breach`, {
      data: { accountBic: bic, holdingAmount: 2_000_000, maxHoldingAmount: 1_000_000 },
    });
    expect(sent.status()).toBe(200);
    const id = await deliveryIdWith(`"accountBic":"${bic}"`);
    await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
    await page.goto("/events?kind=MAX_HOLDING_AMOUNT_BREACHED");
    await expect(async () => {
      await reloadHydrated(page);
      await expect(row(page, id)).toContainText("processed", { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await row(page, id).click();
    await expect(page.getByTestId("delivery-detail")).toContainText("MAX_HOLDING_AMOUNT_BREACHED");
    await expect(page.getByTestId("kind-note")).toHaveCount(0);
  },
);

test("an unsigned delivery is listed as rejected, with its reason in words", async ({ page }) => {
  await signInAs(page, SEEDED.admin, SEEDED_PASSWORD);
  const marker = randomUUID();
  const id = await postUnsigned(page, marker);

  await page.goto("/events?verified=no");
  // Every rejected request is counted, only a sample stored: the page says both (README, Security).
  await expect(page.getByTestId("rejected-traffic")).toHaveText(
    /^[\d,]+ rejected requests? from [\d,]+ sources? in the last 24 h; [\d,]+ stored/,
  );
  await expect(row(page, id)).toContainText("rejected");
  await expect(row(page, id)).toContainText("No signature header was sent.");
  await expect(row(page, id)).toContainText("skipped");
  await row(page, id).click();
  const detail = page.getByTestId("delivery-detail");
  await expect(detail.getByTestId("callout").first()).toContainText("missing_signature");
  await expect(detail.getByTestId("delivery-body")).toContainText(marker);
});

test("filters live in the URL: a link reproduces the view, back and forward restore it", async ({ page }) => {
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  const id = await postUnsigned(page, randomUUID());

  await page.goto("/events?reason=missing_signature&verified=no&limit=25");
  await expect(page.getByLabel("Verified", { exact: true })).toHaveValue("no");
  await expect(page.getByLabel("Rejection reason")).toHaveValue("missing_signature");
  await expect(page.getByLabel("Rows per page")).toHaveValue("25");
  await expect(row(page, id)).toBeVisible();
  for (const text of await page.getByTestId("delivery-row").allInnerTexts()) {
    expect(text).toContain("No signature header was sent.");
  }

  // Narrow further through the form: the URL follows, the rejected row goes.
  await page.getByLabel("Verified", { exact: true }).selectOption("yes");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/verified=yes/);
  await expect(row(page, id)).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/verified=no/);
  await expect(page.getByLabel("Verified", { exact: true })).toHaveValue("no");
  await expect(row(page, id)).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel("Verified", { exact: true })).toHaveValue("yes");

  // A bad parameter is named and ignored by the page, and refused by the route with its field.
  await page.goto("/events?kind=NOPE&verified=no");
  await expect(page.getByTestId("invalid-filters")).toContainText("kind");
  await expect(row(page, id)).toBeVisible();
  const bad = await page.request.get("/api/events?kind=NOPE&limit=7");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    error: { code: "invalid_input", fieldErrors: { kind: expect.any(String), limit: expect.any(String) } },
  });
  const listed = await page.request.get("/api/events?verified=no&limit=25");
  expect((await listed.json()).rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ id, rejectionReason: "missing_signature" })]),
  );
  expect((await page.request.get("/api/events/999999999999")).status()).toBe(404);
});

test("j/k move the selection, and keyset paging goes older and back", async ({ page }) => {
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  for (let i = 0; i < 11; i++) await postUnsigned(page, randomUUID());
  // Bounded above by now, so rows other tests add meanwhile cannot shift these pages.
  const view = `/events?verified=no&limit=10&to=${encodeURIComponent(new Date(Date.now() + 1000).toISOString())}`;
  await page.goto(view);
  const rows = page.getByTestId("delivery-row");
  await expect(rows).toHaveCount(10);
  await untilHydrated(page);
  await page.locator("body").press("j");
  await expect(rows.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("j");
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(2)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("k");
  await expect(rows.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(rows.nth(1)).toBeFocused();

  const newest = await rows.first().getAttribute("data-delivery-id");
  await page.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(/before=/);
  await expect(rows.first()).not.toHaveAttribute("data-delivery-id", newest!);
  expect(Number(await rows.first().getAttribute("data-delivery-id"))).toBeLessThan(Number(newest));
  await page.getByRole("link", { name: "Newer" }).click();
  await expect(rows.first()).toHaveAttribute("data-delivery-id", newest!);
  await page.goBack();
  await expect(page).toHaveURL(/before=/);
});

test("finance_ops may not see deliveries: 403 on the page and the routes", async ({ page }) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const res = await page.goto("/events");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.request.get("/api/events")).status()).toBe(403);
  expect((await page.request.get("/api/events/1")).status()).toBe(403);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the Events page and its detail pass axe in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
    const id = await postUnsigned(page, randomUUID());
    await page.goto("/events");
    await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
    await expect(row(page, id)).toBeVisible();
    await expectNoAxeViolations(page);
    await row(page, id).click();
    await expect(page.getByTestId("delivery-body")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
