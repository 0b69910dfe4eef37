import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { auditOf, inbound, opsUser, outbound, UETR } from "./fixtures/cancellations";
import { untilHydrated } from "./fixtures/hydrated";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// The inbox against the sandbox: requests arrive by webhook (live), others are looked up by id; filters
// live in the URL; rows are worked from the keyboard; only finance_ops may read or answer.

const row = (page: Page, id: number) =>
  page.locator(`[data-testid="inbox-row"][data-cancellation-id="${id}"]`);

test("requests arrive live with status, direction, reason and scheme in words, age and the linked payment", async ({
  page,
}) => {
  await opsUser(page);
  await page.goto("/cancellations?limit=100");
  await expect(page.getByTestId("live-indicator").first()).toHaveText("Live");
  const s = await inbound({ scheme: "INST", amount: 424_242, reason: "FRAD" });
  const r = row(page, s.id);
  await expect(r).toBeVisible({ timeout: 15_000 });
  await expect(r.getByTestId("cancellation-status")).toContainText("CANCELLATION_IN_PROGRESS");
  await expect(r.getByTestId("cancellation-status")).toContainText("Waiting for an answer");
  await expect(r).toContainText("Inbound");
  await expect(r).toContainText("Fraudulent origin");
  // The scheme and amount come from the linked payment, read by the server after the webhook.
  await expect(r.getByTestId("scheme")).toHaveText("INST", { timeout: 15_000 });
  await expect(r).toContainText("4,242.42\u00a0EUR");
  await expect(r.getByRole("link", { name: String(s.transactionId) })).toHaveAttribute(
    "href",
    `/payments/${s.transactionId}`,
  );
  await expect(r).toContainText(/<1 min|\d+ min/);
});

test("filters live in the URL; back and a copied link restore the view", async ({ page }) => {
  await opsUser(page);
  const swift = await inbound({ scheme: "SWIFT", uetr: UETR() });
  const sepa = await inbound({ scheme: "SEPA" });
  await page.goto("/cancellations?limit=100");
  await expect(row(page, sepa.id)).toBeVisible({ timeout: 15_000 });
  await expect(row(page, swift.id).getByTestId("scheme")).toHaveText("SWIFT", { timeout: 15_000 });

  const filters = page.getByRole("form", { name: "Filter cancellation requests" });
  await filters.getByLabel("Scheme").selectOption("SWIFT");
  await filters.getByLabel("Awaiting our answer").check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]awaiting=yes/);
  await expect(page).toHaveURL(/[?&]scheme=SWIFT/);
  await expect(row(page, swift.id)).toBeVisible();
  await expect(row(page, sepa.id)).toHaveCount(0);
  for (const scheme of await page.getByTestId("inbox-row").getByTestId("scheme").allTextContents())
    expect(scheme).toBe("SWIFT");

  await page.goBack();
  await expect(page).toHaveURL(/\/cancellations\?limit=100$/);
  await expect(row(page, sepa.id)).toBeVisible();

  await page.goto("/cancellations?direction=OUTBOUND&limit=100");
  await expect(
    page.getByRole("form", { name: "Filter cancellation requests" }).getByLabel("Direction"),
  ).toHaveValue("OUTBOUND");
  await expect(row(page, sepa.id)).toHaveCount(0);

  await page.goto("/cancellations?scheme=CARD&limit=100");
  await expect(page.getByTestId("invalid-filters")).toContainText("scheme");
  const api = await page.request.get("/api/cancellations?scheme=CARD");
  expect(api.status()).toBe(400);
});

test("look-up by id: an outbound request no webhook announced is found, stored and shown read-only; an unknown id is said so", async ({
  page,
}) => {
  const user = await opsUser(page);
  const o = await outbound();
  await page.goto("/cancellations");
  const lookUp = page.getByRole("form", { name: "Look up a cancellation request" });
  await lookUp.getByLabel("Look up by request id").fill("987654321");
  await lookUp.getByRole("button", { name: "Look up" }).click();
  await expect(lookUp).toContainText("No cancellation request has this id.");
  await expect(page).toHaveURL(/\/cancellations$/);

  await lookUp.getByLabel("Look up by request id").fill(String(o.id));
  await lookUp.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(new RegExp(`/cancellations/${o.id}$`));
  const detail = page.getByTestId("cancellation-detail");
  await expect(detail).toHaveAttribute("data-status", "CANCELLATION_CREATED");
  await expect(detail).toContainText("Outbound: we asked another bank");
  await expect(page.getByTestId("respond-closed")).toHaveAttribute("data-reason", "outbound");
  await expect(page.getByTestId("cancellation-fields")).toContainText(/CXL\d{8}/);
  expect(await auditOf(o.id)).toEqual([
    expect.objectContaining({ action: "cancellations.lookup", outcome: "success", actor_email: user.email }),
  ]);

  // Stored in the inbox now.
  await page.goto("/cancellations?direction=OUTBOUND&limit=100");
  await expect(row(page, o.id)).toBeVisible();

  // A link to an id nobody knows.
  await page.goto("/cancellations/987654321");
  await expect(page.getByTestId("error-state")).toContainText("No cancellation request has this id.");
});

test("from the keyboard: j/k move through the rows, Enter opens the request", async ({ page }) => {
  await opsUser(page);
  const a = await inbound();
  const b = await inbound();
  await page.goto("/cancellations?limit=100");
  await expect(row(page, b.id)).toBeVisible({ timeout: 15_000 });
  await expect(row(page, a.id)).toBeVisible();
  // a came before b, so b is above it (newest first); rows that arrive meanwhile only add at the top.
  await untilHydrated(page);
  await row(page, a.id).focus();
  await expect(row(page, a.id)).toHaveAttribute("aria-selected", "true");
  const order = await page
    .getByTestId("inbox-row")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-cancellation-id")));
  const above = order[order.indexOf(String(a.id)) - 1]!;
  await page.keyboard.press("k");
  await expect(page.locator(`[data-testid="inbox-row"][data-cancellation-id="${above}"]`)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(row(page, a.id)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/cancellations/${a.id}$`));
  await expect(page.getByTestId("cancellation-detail")).toBeVisible();
});

test("without the permission: 403 for the page, the route and a direct call of either action", async ({
  page,
}) => {
  const s = await inbound();
  const user = await createUser(["compliance", "manager"]);
  await signInAs(page, user.email, user.password);
  expect((await page.goto("/cancellations"))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.goto(`/cancellations/${s.id}`))?.status()).toBe(403);
  expect((await page.request.get("/api/cancellations")).status()).toBe(403);
  expect((await page.request.get(`/api/cancellations/${s.id}`)).status()).toBe(403);

  const respond = serverActionId("respondToCancellationAction", "lib/actions/cancellations.ts");
  const call = await callServerAction(page.request, "/cancellations", respond, [
    { cancellationId: String(s.id), intentId: randomUUID(), form: { decision: "ACCEPTED" } },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  const lookUp = serverActionId("lookUpCancellationAction", "lib/actions/cancellations.ts");
  expect(
    (await callServerAction(page.request, "/cancellations", lookUp, [{ id: String(s.id) }])).body,
  ).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/cancellations" }),
      expect.objectContaining({ target: "action:respondToCancellation" }),
      expect.objectContaining({ target: "action:lookUpCancellation" }),
    ]),
  );
  expect((await auditOf(s.id)).filter((a) => a.action === "cancellations.respond")).toEqual([]);
});

test("the inbox and a request pass axe in light and dark mode", async ({ page }) => {
  await opsUser(page);
  const s = await inbound({ scheme: "SWIFT", uetr: UETR() });
  await page.goto("/cancellations?limit=100");
  await expect(row(page, s.id)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeInBothSchemes(page);
  await page.goto(`/cancellations/${s.id}`);
  await expect(page.getByTestId("cancellation-detail")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("radio", { name: /^Reject/ }).check();
  await page.getByRole("combobox", { name: "SWIFT rejection reason" }).selectOption("CUST");
  await expect(page.getByTestId("payment-detail")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
});
