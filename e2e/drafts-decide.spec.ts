import { expect, test, type Browser } from "@playwright/test";
import { draftInDb, makeDraft, platformPayments, uniquePayment } from "./fixtures/drafts";
import { gotoHydrated } from "./fixtures/hydrated";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Deciding a draft (docs/initiation.md#separation-of-people): an approver rejects it with a reason, which its
// maker reads; its maker withdraws it, after which nobody can approve it. Neither sends anything to the
// platform. Each test makes its own people and a payment no other test makes (its own creditor IBAN).

test.use({ locale: "en-US" });

/** A second signed-in person in a browser context of their own. */
async function asPerson(browser: Browser, roles: Parameters<typeof createUser>[0] = ["finance_ops"]) {
  const user = await createUser(roles);
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await signInAs(page, user.email, user.password);
  return { user, page, close: () => context.close() };
}

test("an approver rejects a draft with a reason; its maker sees the reason and nothing reaches the platform", async ({
  browser,
  page,
}) => {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const payment = uniquePayment();
  const draftId = await makeDraft(page.request, maker.email, payment);

  const approver = await asPerson(browser);
  const approverEmail = approver.user.email;
  try {
    const p2 = approver.page;
    await gotoHydrated(p2, `/drafts/${draftId}`);
    await p2.getByRole("button", { name: "Reject…" }).click();
    const dialog = p2.getByRole("alertdialog");
    await expect(dialog).toContainText("The draft is closed and nothing is sent.");
    // A rejection without a reason is not sent: the dialog stays and says why.
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(dialog).toContainText("Say why the draft is rejected.");
    await dialog.getByLabel("Reason").fill("Wrong supplier: the invoice was paid by card");
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(p2.getByTestId("draft-detail")).toHaveAttribute("data-state", "rejected");
    await expect(p2.getByTestId("draft-decisions")).toContainText(`Rejected by ${approver.user.email}`);
    await expect(p2.getByRole("button", { name: "Approve…" })).toHaveCount(0);
  } finally {
    await approver.close();
  }

  await gotoHydrated(page, `/drafts/${draftId}`);
  await expect(page.getByTestId("draft-detail")).toHaveAttribute("data-state", "rejected");
  await expect(page.getByTestId("section-draft-summary")).toContainText(
    "Wrong supplier: the invoice was paid by card",
  );
  await expect(page.getByRole("button", { name: "Withdraw…" })).toHaveCount(0);
  await expect(page.getByTestId("draft-timeline")).toContainText(
    `Rejected by ${approverEmail}: Wrong supplier: the invoice was paid by card`,
  );
  // The audit rows are for readers with audit.view (a manager), not for finance ops.
  await expect(page.getByTestId("section-draft-audit")).toHaveCount(0);
  await page.context().clearCookies();
  const manager = await createUser(["manager"]);
  await signInAs(page, manager.email, manager.password);
  await gotoHydrated(page, `/drafts/${draftId}`);
  const audit = page.getByTestId("section-draft-audit");
  await expect(audit.getByTestId("audit-row")).toHaveCount(2);
  await expect(audit).toContainText("draft.create");
  await expect(audit).toContainText("draft.reject");
  expect(await auditRows({ action: "draft.reject", target: `draft:${draftId}` })).toEqual([
    expect.objectContaining({
      outcome: "success",
      actor_email: approver.user.email,
      detail: expect.objectContaining({
        state: "rejected",
        reason: "Wrong supplier: the invoice was paid by card",
      }),
    }),
  ]);
  expect(await draftInDb(draftId)).toEqual({
    state: "rejected",
    payments: [{ state: "pending", attempts: 0, platform_id: null }],
  });
  expect(await platformPayments(payment.endToEndId)).toEqual([]);
});

test("the maker withdraws a draft; then an approval is neither offered nor accepted", async ({
  browser,
  page,
}) => {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const payment = uniquePayment();
  const draftId = await makeDraft(page.request, maker.email, payment);

  const approver = await asPerson(browser);
  try {
    // The approver has the page open while the maker withdraws: it follows live.
    await gotoHydrated(approver.page, `/drafts/${draftId}`);
    await expect(approver.page.getByTestId("live-indicator")).toHaveText("Live");
    await expect(approver.page.getByRole("button", { name: "Approve…" })).toBeVisible();

    await gotoHydrated(page, `/drafts/${draftId}`);
    await page.getByRole("button", { name: "Withdraw…" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("To pay after all, make a new payment.");
    await dialog.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect(page.getByTestId("draft-detail")).toHaveAttribute("data-state", "withdrawn");
    await expect(page.getByRole("button", { name: "Withdraw…" })).toHaveCount(0);

    await expect(approver.page.getByTestId("draft-detail")).toHaveAttribute("data-state", "withdrawn", {
      timeout: 15_000,
    });
    await expect(approver.page.getByRole("button", { name: "Approve…" })).toHaveCount(0);
    // A direct call of the action, as a page opened before the withdrawal would make it: refused.
    const approve = serverActionId("approveDraftAction", "lib/actions/drafts.ts");
    const direct = await callServerAction(approver.page.request, `/drafts/${draftId}`, approve, [
      { draftId },
    ]);
    expect(direct.status).toBe(200);
    expect(direct.body).toContain("This draft is withdrawn already: there is nothing to decide.");
    expect(await auditRows({ action: "draft.approve", target: `draft:${draftId}` })).toEqual([
      expect.objectContaining({
        outcome: "denied",
        actor_email: approver.user.email,
        detail: expect.objectContaining({ reason: "closed" }),
      }),
    ]);
  } finally {
    await approver.close();
  }
  expect(await auditRows({ action: "draft.withdraw", target: `draft:${draftId}` })).toEqual([
    expect.objectContaining({ outcome: "success", actor_email: maker.email }),
  ]);
  expect((await draftInDb(draftId)).state).toBe("withdrawn");
  expect(await platformPayments(payment.endToEndId)).toEqual([]);
});
