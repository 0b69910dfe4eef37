import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { toSign } from "./fixtures/approvals";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// The Approvals page against the sandbox. Tests run two at a time on one sandbox, so each makes its own
// TO_SIGN payments (found by id, never by position) and never assumes the queue holds only them.

test("refused without the permission: the page answers 403 and a direct call to the action changes nothing", async ({
  page,
}) => {
  const id = await toSign();
  const user = await createUser(["compliance", "manager"]);
  await signInAs(page, user.email, user.password);
  const res = await page.goto("/approvals");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();

  const action = serverActionId("approvePaymentsAction", "lib/actions/approvals.ts");
  const call = await callServerAction(page.request, "/approvals", action, [
    { items: [{ trxId: id, intentId: randomUUID() }] },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/approvals" }),
      expect.objectContaining({ target: "action:approvePayments" }),
    ]),
  );
  expect(await auditRows({ action: "payment.approve", target: `payment:${id}` })).toEqual([]);
});
