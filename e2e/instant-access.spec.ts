import { expect, test } from "@playwright/test";
import { instantInbound, instantPayment } from "./fixtures/instant";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// The Instant confirmations page against the sandbox (manual mode: 5 seconds of real time, then the
// platform rejects with AB05). Tests run two at a time on one sandbox and one database, so each makes its
// own payments, finds them by id, and never touches the sandbox's features or clock. No rule set saved by
// e2e/confirmation-rules.spec.ts matches these payments (its rules match only its own end-to-end ids).
// Run by both projects: the strict sandbox announces the payments as PAYMENT_STATUS "Pending
// confirmation", the default one with its PENDING_CONFIRMATION kind.

test("refused without instant.view: the page answers 403 and a direct call to the action answers nothing", async ({
  page,
}) => {
  const p = await instantInbound();
  const user = await createUser(["compliance", "manager"]);
  await signInAs(page, user.email, user.password);
  const res = await page.goto("/instant");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.request.get("/api/instant/queue")).status()).toBe(403);

  const action = serverActionId("decideConfirmationAction", "lib/actions/instant.ts");
  const call = await callServerAction(page.request, "/instant", action, [
    { trxId: String(p.id), decision: "ACCEPT" },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  // Nothing was answered for the refused call (the platform's fallback may have decided by now).
  expect((await instantPayment(p.id)).internal.confirmation?.by).not.toBe("response");
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "page:/instant" }),
      expect.objectContaining({ target: "action:decideConfirmation" }),
    ]),
  );
  expect(await auditRows({ action: "instant.decide", target: `payment:${p.id}` })).toEqual([]);
});
