import { expect, test } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { makeDraft, uniquePayment } from "./fixtures/drafts";
import { gotoHydrated } from "./fixtures/hydrated";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// The duplicate check (docs/initiation.md#duplicates): a second payment to the same creditor IBAN for the same
// amount and remittance (typed in other case and spacing) is flagged in the New payment confirmation and on
// its draft's page, and its approver must acknowledge the warning; the server refuses an approval without it.
// Both pages are checked with axe, in both themes, with the warning shown.

test.use({ locale: "en-US" });

test("a repeated payment is flagged when it is made and must be acknowledged to be approved", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const payment = uniquePayment();
  const firstId = await makeDraft(page.request, maker.email, payment);

  await gotoHydrated(page, "/drafts/new");
  const f = page.getByRole("form", { name: "New payment" });
  await f.getByLabel("Debtor account").selectOption({ label: "Type an account…" });
  await f.getByLabel("Debtor IBAN").fill(payment.debtorIban);
  await f.getByLabel("Creditor name").fill(payment.creditorName);
  await f.getByLabel("Creditor IBAN").fill(payment.creditorIban);
  await f.getByLabel("Amount (EUR)").fill(payment.amount);
  await f.getByLabel("Remittance text (optional)").fill(`  ${payment.remittanceInformation.toLowerCase()} `);
  await f.getByRole("button", { name: "Review the payment…" }).click();
  const dialog = page.getByRole("alertdialog");
  const warning = dialog.getByTestId("duplicate-warning");
  await expect(warning).toContainText(
    "Possible duplicate: 1 payment from the last 30 days looks like this one",
  );
  await expect(warning.getByTestId("duplicate-match")).toHaveCount(1);
  await expect(warning.getByRole("link")).toHaveAttribute("href", `/drafts/${firstId}`);
  await expectNoAxeInBothSchemes(page);
  // The maker acknowledges the warning too (the server needs it only when the policy sends at once).
  await dialog.getByRole("button", { name: "Make the draft" }).click();
  await expect(dialog).toContainText("Confirm that you checked the possible duplicates.");
  await dialog.getByRole("checkbox", { name: /this payment is not one of them/ }).check();
  await dialog.getByRole("button", { name: "Make the draft" }).click();
  await expect(page).toHaveURL(/\/drafts\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const draftId = page.url().split("/").pop()!;
  // The maker sees the warning on the draft's page too.
  await expect(page.getByTestId("duplicate-warning")).toBeVisible();

  const approver = await createUser(["finance_ops"]);
  const context = await browser.newContext({ locale: "en-US" });
  try {
    const p2 = await context.newPage();
    await signInAs(p2, approver.email, approver.password);
    await gotoHydrated(p2, `/drafts/${draftId}`);
    await expect(p2.getByTestId("duplicate-warning")).toContainText("looks like this one");
    await expectNoAxeInBothSchemes(p2);

    // The server refuses an approval that does not acknowledge the warning: a direct call of the action.
    const approve = serverActionId("approveDraftAction", "lib/actions/drafts.ts");
    const direct = await callServerAction(p2.request, `/drafts/${draftId}`, approve, [{ draftId }]);
    expect(direct.body).toContain("1 payment in the last 30 days looks like a duplicate of this draft's.");
    expect(await auditRows({ action: "draft.approve", target: `draft:${draftId}` })).toEqual([
      expect.objectContaining({
        outcome: "denied",
        actor_email: approver.email,
        detail: expect.objectContaining({
          reason: "duplicates_unacknowledged",
          duplicatesAcknowledged: false,
        }),
      }),
    ]);

    // On the page, Approve asks for the acknowledgement first.
    await p2.getByRole("button", { name: "Approve…" }).click();
    const confirm = p2.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(confirm).toContainText("Confirm that you checked the possible duplicates.");
    await expect(p2.getByTestId("draft-detail")).toHaveAttribute("data-state", "waiting");
    await confirm.getByRole("checkbox", { name: /this payment is not one of them/ }).check();
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(confirm).toBeHidden({ timeout: 15_000 });
    await expect(p2.getByTestId("draft-detail")).toHaveAttribute("data-state", "submitted", {
      timeout: 60_000,
    });
    expect((await auditRows({ action: "draft.approve", target: `draft:${draftId}` })).at(-1)).toEqual(
      expect.objectContaining({
        outcome: "success",
        detail: expect.objectContaining({ duplicates: 1, duplicatesAcknowledged: true }),
      }),
    );
  } finally {
    await context.close();
  }
});
