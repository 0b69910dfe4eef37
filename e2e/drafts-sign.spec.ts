import { randomInt } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { row, runRow } from "./fixtures/approvals";
import { makeDraft, platformPayments, uniquePayment } from "./fixtures/drafts";
import { PLATFORM } from "./fixtures/e2e-env";
import { gotoHydrated } from "./fixtures/hydrated";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Above the signing threshold (docs/initiation.md#separation-of-people): the sandbox holds a payment over
// 1,000.00 EUR (SANDBOX_SIGNING_THRESHOLD) in TO_SIGN, so the payment Countersign created from an approved
// draft joins the Approvals queue. There the draft's maker and its approver are refused (the platform's own
// rule sees only API clients), each refusal audited, and a third person signs it. The amount stays below
// 10,000 EUR, where other specs' approval policies apply.

test.use({ locale: "en-US" });

async function person(browser: Browser) {
  const user = await createUser(["finance_ops"]);
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await signInAs(page, user.email, user.password);
  return { user, page, close: () => context.close() };
}

/** Selects the payment in the queue and approves it through the confirmation; the run's row for it. */
async function approveInQueue(page: Page, id: number) {
  await gotoHydrated(page, "/approvals");
  await expect(row(page, id)).toBeVisible({ timeout: 15_000 });
  await row(page, id)
    .getByRole("checkbox", { name: `Select payment ${id}` })
    .check();
  await page.getByTestId("approve-selected").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve payment" }).click();
  return runRow(page, id);
}

const REFUSED = "You made or approved the draft of this payment, so another person must sign it.";

test(
  "a draft's payment held in TO_SIGN is refused to its maker and approver in Approvals and signed by a third person",
  PLATFORM,
  async ({ browser, page }) => {
    test.setTimeout(150_000);
    const maker = await createUser(["finance_ops"]);
    await signInAs(page, maker.email, maker.password);
    const payment = uniquePayment(`${randomInt(1_500, 9_000)}.${randomInt(10, 99)}`);
    const draftId = await makeDraft(page.request, maker.email, payment);

    const approver = await person(browser);
    let id = 0;
    try {
      const p2 = approver.page;
      await gotoHydrated(p2, `/drafts/${draftId}`);
      await p2.getByRole("button", { name: "Approve…" }).click();
      await p2.getByRole("alertdialog").getByRole("button", { name: "Approve", exact: true }).click();
      await expect(p2.getByTestId("draft-detail")).toHaveAttribute("data-state", "submitted", {
        timeout: 60_000,
      });
      const atPlatform = await platformPayments(payment.endToEndId);
      expect(atPlatform).toMatchObject([{ status: "TO_SIGN" }]);
      id = atPlatform[0]!.id;
      await expect(p2.getByTestId("platform-id")).toHaveText(String(id));
      await expect(p2.getByTestId("draft-timeline")).toContainText(
        `Created at the platform as payment ${id} (status TO_SIGN)`,
      );

      // The draft's approver: refused in the queue, nothing sent to the platform.
      const refused = await approveInQueue(p2, id);
      await expect(refused).toHaveAttribute("data-outcome", "refused");
      await expect(refused).toContainText(REFUSED);
    } finally {
      await approver.close();
    }

    // The maker: refused too.
    const own = await approveInQueue(page, id);
    await expect(own).toHaveAttribute("data-outcome", "refused");
    await expect(own).toContainText(REFUSED);
    expect(await platformPayments(payment.endToEndId)).toMatchObject([{ status: "TO_SIGN" }]);
    expect(await auditRows({ action: "payment.approve", target: `payment:${id}` })).toEqual([
      expect.objectContaining({
        outcome: "denied",
        actor_email: approver.user.email,
        detail: expect.objectContaining({ reason: "draft_person", draftId }),
      }),
      expect.objectContaining({
        outcome: "denied",
        actor_email: maker.email,
        detail: expect.objectContaining({ reason: "draft_person", draftId }),
      }),
    ]);

    // A third person, who took no part in the draft, signs it.
    const third = await person(browser);
    try {
      const signed = await approveInQueue(third.page, id);
      await expect(signed).toHaveAttribute("data-outcome", "approved", { timeout: 15_000 });
    } finally {
      await third.close();
    }
    expect((await platformPayments(payment.endToEndId))[0]!.status).not.toBe("TO_SIGN");
    expect(
      (await auditRows({ action: "payment.approve", target: `payment:${id}` })).map((r) => r.outcome),
    ).toEqual(["denied", "denied", "success"]);
  },
);
