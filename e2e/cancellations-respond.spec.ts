import { expect, test } from "@playwright/test";
import {
  auditOf,
  detail,
  expectAnsweredThenFinal,
  fillAnswer,
  inbound,
  openRequest,
  opsUser,
  UETR,
} from "./fixtures/cancellations";

// Each scheme's path through the respond form against the sandbox: the right operation (v3 :respond for
// SEPA CT, Instant and SWIFT; v1 for SDD; none for T2), RETURNING or REFUSING at once, then the final
// status live — which no webhook announces, so it arrives through Countersign's own polling.

test("SEPA credit transfer: accept with a fee, RETURNING then PAYMENT_RETURNED, the return less the fee", async ({
  page,
}) => {
  const user = await opsUser(page);
  const s = await inbound({ scheme: "SEPA", amount: 123_456 });
  await openRequest(page, s.id);
  await expect(detail(page)).toHaveAttribute("data-status", "CANCELLATION_IN_PROGRESS");
  await expect(page.getByTestId("cancellation-summary")).toContainText("SEPA credit transfer");
  await expect(page.getByTestId("cancellation-summary")).toContainText("Duplicate payment");

  const dialog = await fillAnswer(page, { decision: "ACCEPTED", fee: "1.50" });
  await expect(dialog).toContainText(
    `Accept cancellation request ${s.id} for payment ${s.transactionId} (1,234.56\u00a0EUR)?`,
  );
  await expect(dialog).toContainText(
    "returns 1,233.06\u00a0EUR (1,234.56\u00a0EUR less a fee of 1.50\u00a0EUR)",
  );
  await expect(dialog.getByTestId("respond-summary")).toContainText(
    "POST /v3/cancellation-requests/{id}:respond",
  );
  await expect(dialog.getByTestId("respond-summary")).toContainText('"feeAmount": 150');
  await dialog.getByRole("button", { name: "Accept and return the funds" }).click();

  await expect(page.getByTestId("toast").filter({ hasText: "Answer sent" })).toBeVisible();
  // No further answer is offered from now on: while the platform returns the funds (RETURNING, which may
  // last less than a refetch, see expectAnsweredThenFinal), then for good.
  await expect(page.getByRole("form", { name: "Answer the request" })).toHaveCount(0);
  await expect(page.getByTestId("respond-closed")).toHaveAttribute("data-reason", /^(working|not_waiting)$/);
  await expectAnsweredThenFinal(page, "RETURNING", "PAYMENT_RETURNED");
  await expect(page.getByTestId("respond-closed")).toHaveAttribute("data-reason", "not_waiting");
  await expect(
    page.locator('[data-testid="timeline-entry"][data-source="poll"][data-status="PAYMENT_RETURNED"]'),
  ).toHaveCount(1);
  // The return appears under the original payment: 1,234.56 − 1.50.
  await expect(page.getByTestId("child-payment").locator('[data-slot="amount"]')).toHaveText(
    /1,233\.06\sEUR/,
    { timeout: 15_000 },
  );

  expect(await auditOf(s.id, "cancellations.respond")).toEqual([
    expect.objectContaining({
      action: "cancellations.respond",
      outcome: "success",
      actor_email: user.email,
      provider_status: 200,
      detail: expect.objectContaining({
        api: "v3",
        responseCode: "ACCEPTED",
        sent: { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 150 } } },
        platformCalled: true,
      }),
    }),
  ]);
});

test("SEPA Instant: reject with a reason and information, REFUSING then CANCELLATION_REFUSED", async ({
  page,
}) => {
  await opsUser(page);
  const s = await inbound({ scheme: "INST" });
  await openRequest(page, s.id);
  const dialog = await fillAnswer(page, {
    decision: "REJECTED",
    reason: "LEGL",
    information: "Funds frozen by court order 12/2026",
  });
  await expect(dialog).toContainText(`Reject cancellation request ${s.id}`);
  await expect(dialog).toContainText(
    "Reject with LEGL (Legal decision) and the information “Funds frozen by court order 12/2026”",
  );
  await dialog.getByRole("button", { name: "Reject the request" }).click();
  await expectAnsweredThenFinal(page, "REFUSING", "CANCELLATION_REFUSED");
  const fields = page.getByTestId("cancellation-fields");
  await expect(fields).toContainText("LEGL");
  await expect(fields).toContainText("Funds frozen by court order 12/2026");
});

test("SWIFT: reject with ARDT — no text, the platform adds the UETR", async ({ page }) => {
  await opsUser(page);
  const uetr = UETR();
  const s = await inbound({ scheme: "SWIFT", uetr });
  await openRequest(page, s.id);
  const form = page.getByRole("form", { name: "Answer the request" });
  await form.getByRole("radio", { name: /^Accept/ }).check();
  await expect(form.getByLabel(/^Fee in/)).toHaveCount(0); // SWIFT takes no fee
  await expect(form).toContainText("A SWIFT answer carries no fee.");
  await form.getByRole("radio", { name: /^Reject/ }).check();
  await form.getByRole("combobox", { name: "SWIFT rejection reason" }).selectOption("ARDT");
  await expect(form.getByLabel(/Information for the requesting bank/)).toHaveCount(0);
  await expect(page.getByTestId("ardt-note")).toContainText(uetr);
  // NARR was removed for SWIFT: never offered.
  await expect(form.locator('option[value="NARR"]')).toHaveCount(0);

  await form.getByRole("button", { name: "Review the answer…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByTestId("respond-summary")).toContainText('"swiftRejectionReasonCode": "ARDT"');
  await expect(dialog.getByTestId("respond-summary")).not.toContainText("additionalInformation");
  await dialog.getByRole("button", { name: "Reject the request" }).click();
  await expectAnsweredThenFinal(page, "REFUSING", "CANCELLATION_REFUSED");
  await expect(page.getByTestId("cancellation-fields")).toContainText(uetr); // rejectionAdditionalReason
});

test("SWIFT: another reason with optional text; ARDT impossible without a UETR", async ({ page }) => {
  await opsUser(page);
  const s = await inbound({ scheme: "SWIFT", uetr: null });
  await openRequest(page, s.id);
  const form = page.getByRole("form", { name: "Answer the request" });
  await form.getByRole("radio", { name: /^Reject/ }).check();
  await expect(form.locator('option[value="ARDT"]')).toBeDisabled();
  await expect(form.locator('option[value="ARDT"]')).toContainText("not possible: the payment has no UETR");

  // More than 105 characters is refused in the browser before anything is sent.
  await form.getByRole("combobox", { name: "SWIFT rejection reason" }).selectOption("AGNT");
  await form.getByLabel(/Information for the requesting bank/).fill("x".repeat(106));
  await form.getByRole("button", { name: "Review the answer…" }).click();
  await expect(form).toContainText("At most 105 characters (this has 106).");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  const dialog = await fillAnswer(page, {
    decision: "REJECTED",
    reason: "AGNT",
    information: "Beneficiary bank declines",
  });
  await dialog.getByRole("button", { name: "Reject the request" }).click();
  await expectAnsweredThenFinal(page, "REFUSING", "CANCELLATION_REFUSED");
  await expect(page.getByTestId("cancellation-fields")).toContainText("Beneficiary bank declines");
});

test("SEPA direct debit: through the v1 accept, with its deadline shown", async ({ page }) => {
  const user = await opsUser(page);
  const s = await inbound({ scheme: "SDD" });
  await openRequest(page, s.id);
  await expect(page.getByTestId("sdd-deadline")).toContainText("can be accepted until");
  const dialog = await fillAnswer(page, { decision: "ACCEPTED" });
  await expect(dialog.getByTestId("respond-summary")).toContainText(
    "POST /v1/cancellation-requests/{id}:accept",
  );
  await dialog.getByRole("button", { name: "Accept and return the funds" }).click();
  await expectAnsweredThenFinal(page, "RETURNING", "PAYMENT_RETURNED");
  expect(await auditOf(s.id, "cancellations.respond")).toEqual([
    expect.objectContaining({
      outcome: "success",
      actor_email: user.email,
      detail: expect.objectContaining({ api: "v1" }),
    }),
  ]);
});

test("SEPA direct debit past its deadline: acceptance is closed, rejection goes through v1", async ({
  page,
}) => {
  await opsUser(page);
  const s = await inbound({ scheme: "SDD", settlementDate: "2024-03-01" });
  await openRequest(page, s.id);
  await expect(page.getByTestId("sdd-deadline")).toContainText(
    "The deadline for accepting this direct debit passed",
  );
  const form = page.getByRole("form", { name: "Answer the request" });
  await expect(form.getByRole("radio", { name: /^Accept/ })).toBeDisabled();
  const dialog = await fillAnswer(page, {
    decision: "REJECTED",
    reason: "NOAS",
    information: "No answer from the debtor",
  });
  await expect(dialog.getByTestId("respond-summary")).toContainText(
    "POST /v1/cancellation-requests/{id}:reject",
  );
  await dialog.getByRole("button", { name: "Reject the request" }).click();
  await expectAnsweredThenFinal(page, "REFUSING", "CANCELLATION_REFUSED");
});

test("T2: refused in words, no form", async ({ page }) => {
  await opsUser(page);
  const s = await inbound({ scheme: "T2" });
  await openRequest(page, s.id);
  await expect(page.getByTestId("cancellation-summary")).toContainText("T2 (TARGET2)", { timeout: 15_000 });
  const closed = page.getByTestId("respond-closed");
  await expect(closed).toHaveAttribute("data-reason", "t2");
  await expect(closed).toContainText("T2 payments cannot be answered through the platform");
  await expect(page.getByRole("form", { name: "Answer the request" })).toHaveCount(0);
  await expect(detail(page)).toHaveAttribute("data-status", "CANCELLATION_IN_PROGRESS");
});
