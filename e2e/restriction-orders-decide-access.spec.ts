import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { href, stage, tag } from "./fixtures/restriction-orders";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Deciding restriction orders against the sandbox: who may decide.
// Each test stages its own orders (fixtures/restriction-orders.ts). Reading the list and an order:
// restriction-orders-read.spec.ts; the other ways of deciding: restriction-orders-decide*.spec.ts.

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
