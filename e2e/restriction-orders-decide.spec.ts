import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import {
  compliance,
  eur,
  highlight,
  href,
  LIST_BY_ID,
  rejectAtThePlatform,
  row,
  stage,
  tag,
  toast,
} from "./fixtures/restriction-orders";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED } from "./fixtures/users";

// Deciding restriction orders against the sandbox: confirm and reject from the order's page and, with c and
// r, from the list; a second decision, one made at the platform, who may decide, and axe. Each test stages
// its own orders (fixtures/restriction-orders.ts). Reading the list and an order: restriction-orders-read.spec.ts.

test("confirm: the dialog names the order; CONFIRMED after, audited, and the list re-reads", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-c` });
  await compliance(page);
  await page.goto(href(o.docId));
  await page.getByRole("button", { name: "Confirm…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Confirm restriction order ${o.docId} for ${eur(o.amount)}?`);
  await expect(dialog.getByTestId("decide-summary")).toContainText("Jonas Petraitis");
  await dialog.getByRole("button", { name: "Confirm the order" }).click();
  await expect(page.getByTestId("decide-outcome")).toHaveAttribute("data-outcome", "decided");
  await expect(page.getByTestId("decide-outcome")).toContainText(`Order ${o.docId} is CONFIRMED`);
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "CONFIRMED");
  await expect(page.getByRole("button", { name: "Confirm…" })).toHaveCount(0);
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [expect.objectContaining({ outcome: "success", actor_email: SEEDED.compliance })],
  );

  await page.goto("/restriction-orders?status=CONFIRMED&sort=doc_id&dir=asc&size=100");
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "CONFIRMED");
});

test("reject: a reason is required and shown in words; REJECTED after", async ({ page }) => {
  const o = await stage({ docId: `${tag()}-r` });
  await compliance(page);
  await page.goto(href(o.docId));
  // From the keyboard: r opens the rejection once the order is shown.
  await expect(page.getByRole("button", { name: "Reject…" })).toBeVisible();
  await page.keyboard.press("r");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Reject restriction order ${o.docId} for ${eur(o.amount)}?`);
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(dialog).toContainText("Choose the reason for rejecting the order.");
  const reason = dialog.getByLabel("Rejection reason");
  expect(await reason.locator("option").count()).toBe(21);
  await reason.selectOption("NO_PRIMARY_DOC");
  await expect(reason.locator("option:checked")).toHaveText("No primary document (NO_PRIMARY_DOC)");
  await expect(dialog).toContainText("The underlying (primary) document the order relies on is missing.");
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(page.getByTestId("decide-outcome")).toContainText(
    `Order ${o.docId} is REJECTED with reason No primary document (NO_PRIMARY_DOC)`,
  );
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "REJECTED");
  const [audit] = await auditRows({ action: "restrictions.reject", target: `restriction-order:${o.docId}` });
  expect(audit).toMatchObject({
    outcome: "success",
    detail: { reason: "NO_PRIMARY_DOC", result: "decided" },
  });
});

test("a second decision from another tab is told in words and sends nothing", async ({ page, context }) => {
  const o = await stage({ docId: `${tag()}-2tabs` });
  await compliance(page);
  const other = await context.newPage();
  await page.goto(href(o.docId));
  await other.goto(href(o.docId));
  await expect(other.getByRole("button", { name: "Reject…" })).toBeVisible();

  await page.getByRole("button", { name: "Confirm…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm the order" }).click();
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "CONFIRMED");

  await other.getByRole("button", { name: "Reject…" }).click();
  const dialog = other.getByRole("alertdialog");
  await dialog.getByLabel("Rejection reason").selectOption("NO_FUNDS");
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  const outcome = other.getByTestId("decide-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "already_decided");
  await expect(outcome).toContainText(`Already decided through Countersign by ${SEEDED.compliance}`);
  await expect(outcome).toContainText("Nothing was sent again.");
  await expect(other.getByTestId("order-detail")).toHaveAttribute("data-status", "CONFIRMED");
  const [audit] = await auditRows({ action: "restrictions.reject", target: `restriction-order:${o.docId}` });
  expect(audit).toMatchObject({
    outcome: "failure",
    detail: { result: "already_decided", platformCalled: false },
  });
});

test("an order decided outside Countersign: the 409 is read back and the platform's decision shown", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-409` });
  await compliance(page);
  await page.goto(href(o.docId));
  await expect(page.getByRole("button", { name: "Confirm…" })).toBeVisible();
  await rejectAtThePlatform(o.docId);

  await page.getByRole("button", { name: "Confirm…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm the order" }).click();
  const outcome = page.getByTestId("decide-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "already_decided");
  await expect(outcome).toContainText("was already decided at the platform: it is REJECTED");
  await expect(outcome.getByTestId("provider-code")).toHaveText("ORDER_ALREADY_PROCESSED");
  await expect(page.getByTestId("order-detail")).toHaveAttribute("data-status", "REJECTED");
});

// Every role that may read the list may also decide today (compliance, lib/auth/client-safe/permissions.ts), so the
// roles without the decide permission meet the 403 page, where c and r find no order and open no dialog.
// The list's own check for a reader who may not decide is unit-tested (list-decide.test.ts).
test("without the permission: 403 for the pages, the routes and the server action (audited); c / r open nothing", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-403` });
  const user = await createUser(["finance_ops", "manager", "admin"]);
  await signInAs(page, user.email, user.password);
  expect((await page.goto("/restriction-orders"))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  await page.keyboard.press("c");
  await page.keyboard.press("r");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  expect((await page.goto(href(o.docId)))?.status()).toBe(403);
  expect((await page.request.get("/api/restriction-orders")).status()).toBe(403);
  expect((await page.request.get(`/api/restriction-orders/${encodeURIComponent(o.docId)}`)).status()).toBe(
    403,
  );
  const decide = serverActionId("decideRestrictionOrderAction", "lib/actions/restriction-orders.ts");
  const call = await callServerAction(page.request, "/restriction-orders", decide, [
    { docId: o.docId, intentId: randomUUID(), decision: "CONFIRM" },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/restriction-orders" }),
      expect.objectContaining({ target: "route:/api/restriction-orders" }),
      expect.objectContaining({ target: "action:decideRestrictionOrder" }),
    ]),
  );
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [],
  );
});

// ---- Deciding from the list: c and r act on the highlighted row in the same dialogs and action ----

test("c on an UNPROCESSED row: the order's dialog; CONFIRMED in the row, toast and outcome, audited once", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-key-c` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await expect(page.getByTestId("list-keys")).toContainText("c confirms and r rejects it");
  await highlight(page, o.docId);
  await page.keyboard.press("c");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Confirm restriction order ${o.docId} for ${eur(o.amount)}?`);
  await expect(dialog.getByTestId("decide-summary")).toContainText("Jonas Petraitis");
  await dialog.getByRole("button", { name: "Confirm the order" }).click();
  await expect(dialog).toHaveCount(0);
  // No reload: the decision re-reads the list, and the row shows the platform's new status.
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "CONFIRMED");
  await expect(row(page, o.docId).getByTestId("order-status")).toHaveText("CONFIRMED");
  await expect(toast(page, "Decision taken")).toContainText(`Order ${o.docId} is CONFIRMED`);
  await expect(page.getByTestId("decide-outcome")).toHaveAttribute("data-outcome", "decided");
  await expect(page.getByTestId("decide-outcome")).toContainText(`Order ${o.docId} is CONFIRMED`);

  // The highlight stays on the row: the same key again opens nothing and says why.
  await expect(row(page, o.docId)).toBeFocused();
  await page.keyboard.press("c");
  await expect(toast(page, `Order ${o.docId} is already CONFIRMED`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [expect.objectContaining({ outcome: "success", actor_email: SEEDED.compliance })],
  );
});

test("r on an UNPROCESSED row: a reason is required; REJECTED in the row with that reason", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-key-r` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await highlight(page, o.docId);
  await page.keyboard.press("r");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Reject restriction order ${o.docId} for ${eur(o.amount)}?`);
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(dialog).toContainText("Choose the reason for rejecting the order.");
  expect(await dialog.getByLabel("Rejection reason").locator("option").count()).toBe(21);
  await dialog.getByLabel("Rejection reason").selectOption("NO_FUNDS");
  await dialog.getByRole("button", { name: "Reject the order" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "REJECTED");
  await expect(page.getByTestId("decide-outcome")).toContainText(`Order ${o.docId} is REJECTED with reason`);
  await expect(toast(page, "Decision taken")).toBeVisible();
  expect(await auditRows({ action: "restrictions.reject", target: `restriction-order:${o.docId}` })).toEqual([
    expect.objectContaining({ outcome: "success", detail: expect.objectContaining({ reason: "NO_FUNDS" }) }),
  ]);
});

test("c and r on rows already decided: no dialog, a note says why, nothing is sent", async ({ page }) => {
  const t = tag();
  const confirmed = await stage({ docId: `${t}-done-c`, status: "CONFIRMED" });
  const rejected = await stage({ docId: `${t}-done-r`, status: "REJECTED" });
  await compliance(page);
  await page.goto(LIST_BY_ID);

  await highlight(page, confirmed.docId);
  await page.keyboard.press("r");
  await expect(toast(page, `Order ${confirmed.docId} is already CONFIRMED`)).toContainText(
    "It takes no further decision",
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await highlight(page, rejected.docId);
  await page.keyboard.press("c");
  await expect(toast(page, `Order ${rejected.docId} is already REJECTED`)).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await expect(row(page, confirmed.docId)).toHaveAttribute("data-status", "CONFIRMED");
  await expect(row(page, rejected.docId)).toHaveAttribute("data-status", "REJECTED");
  for (const o of [confirmed, rejected])
    for (const action of ["restrictions.confirm", "restrictions.reject"])
      expect(await auditRows({ action, target: `restriction-order:${o.docId}` })).toEqual([]);
});

test("? lists the list's keys; a dialog opened with c and closed with Escape sends nothing", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-key-esc` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await highlight(page, o.docId);
  await page.keyboard.press("?");
  const shortcuts = page.getByTestId("shortcuts");
  await expect(shortcuts).toContainText("Confirm the highlighted order (asks first)");
  await expect(shortcuts).toContainText("Reject the highlighted order: pick a reason (asks first)");
  await page.keyboard.press("Escape");
  await expect(shortcuts).toHaveCount(0);

  // The highlight outlives the shortcuts dialog; the decision dialog hands the focus back to the row.
  await page.keyboard.press("c");
  await expect(page.getByRole("alertdialog")).toContainText(`Confirm restriction order ${o.docId}`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row(page, o.docId)).toBeFocused();
  await expect(row(page, o.docId)).toHaveAttribute("data-status", "UNPROCESSED");
  expect(await auditRows({ action: "restrictions.confirm", target: `restriction-order:${o.docId}` })).toEqual(
    [],
  );
});

test("the list and a detail, each with the reject dialog open, pass axe in light and dark mode", async ({
  page,
}) => {
  const o = await stage({ docId: `${tag()}-axe` });
  await compliance(page);
  await page.goto(LIST_BY_ID);
  await expect(row(page, o.docId)).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await highlight(page, o.docId);
  await page.keyboard.press("r");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto(href(o.docId));
  await expect(page.getByTestId("order-detail")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.getByRole("button", { name: "Reject…" }).click();
  await page.getByRole("alertdialog").getByLabel("Rejection reason").selectOption("NO_FUNDS");
  await expectNoAxeInBothSchemes(page);
});
