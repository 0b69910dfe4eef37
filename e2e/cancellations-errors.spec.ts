import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  auditOf,
  detail,
  expectAnsweredThenFinal,
  fillAnswer,
  forceStatus,
  inbound,
  openRequest,
  opsUser,
  type TInboundScene,
} from "./fixtures/cancellations";
import { callServerAction, serverActionId } from "./fixtures/server-action";

// Every v3 error code the sandbox can be made to produce with the control API's scene options, as the
// person sees it: a sentence with what to do next, the platform's code beneath, and — a 4xx leaves the
// request unchanged — the request still waiting and the form still offered. Codes of the body's own rules
// (ILLEGAL_CANCELLATION_REASON, VALIDATION_ERROR, the fee codes) cannot be sent by the form, nor by the
// server, which runs the same rules again (last test); CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND is
// explained without a form; FEATURE_DISABLED needs the tenant feature switched off, which this shared
// sandbox never does. All of them are produced against a sandbox of their own in
// lib/services/cancellations/platform-errors.test.ts.

async function refusedWith(page: Page, scene: TInboundScene, code: string, sentence: RegExp | string) {
  await opsUser(page);
  const s = await inbound(scene);
  await openRequest(page, s.id);
  const dialog = await fillAnswer(page, { decision: "ACCEPTED" });
  await dialog.getByRole("button", { name: "Accept and return the funds" }).click();
  const outcome = page.getByTestId("respond-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "refused");
  await expect(outcome).toContainText(sentence);
  await expect(outcome.getByTestId("provider-code")).toHaveText(code);
  // Unchanged: still waiting, still answerable.
  await expect(detail(page)).toHaveAttribute("data-status", "CANCELLATION_IN_PROGRESS");
  await expect(page.getByRole("form", { name: "Answer the request" })).toBeVisible();
  await page.reload();
  await expect(detail(page)).toHaveAttribute("data-status", "CANCELLATION_IN_PROGRESS");
  await expect(page.getByTestId("respond-outcome")).toContainText(sentence); // the stored refusal, after a reload
  const audit = await auditOf(s.id, "cancellations.respond");
  expect(audit.at(-1)).toMatchObject({
    action: "cancellations.respond",
    outcome: "failure",
    provider_code: code,
  });
  return s;
}

test("409 UNSUPPORTED_CANCELLATION_SCHEMA: a T2-channel request on a SEPA payment", async ({ page }) => {
  await refusedWith(
    page,
    { scheme: "T2", paymentMethod: "SEPA" },
    "UNSUPPORTED_CANCELLATION_SCHEMA",
    "does not take answers through this operation",
  );
});

test("405 ILLEGAL_TRANSACTION_METHOD: a SWIFT request on a SEPA payment", async ({ page }) => {
  await refusedWith(
    page,
    { scheme: "SWIFT", paymentMethod: "SEPA" },
    "ILLEGAL_TRANSACTION_METHOD",
    "came through another scheme",
  );
});

test("400 ILLEGAL_TRANSACTION_DIRECTION: the linked payment is outbound", async ({ page }) => {
  await refusedWith(
    page,
    { paymentDirection: "OUTBOUND" },
    "ILLEGAL_TRANSACTION_DIRECTION",
    "not one we received",
  );
});

test("400 CANCELLATION_CHANNEL_BIC_MISSING: the payment has no channel BIC", async ({ page }) => {
  await refusedWith(page, { channelBic: null }, "CANCELLATION_CHANNEL_BIC_MISSING", "channel BIC is missing");
});

test("400 VALID_RETURN_EXISTS: then only a rejection is offered, and it goes through", async ({ page }) => {
  await refusedWith(page, { existingReturn: true }, "VALID_RETURN_EXISTS", "already been returned");
  const form = page.getByRole("form", { name: "Answer the request" });
  await expect(form.getByRole("radio", { name: /^Accept/ })).toBeDisabled();
  await expect(form).toContainText("cannot be accepted: reject the request instead");
  const dialog = await fillAnswer(page, {
    decision: "REJECTED",
    reason: "ARDT",
    information: "Returned on the first request",
  });
  await dialog.getByRole("button", { name: "Reject the request" }).click();
  await expectAnsweredThenFinal(page, "REFUSING", "CANCELLATION_REFUSED");
});

test("400 ILLEGAL_CANCELLATION_REQUEST_STATUS: the request moved on unannounced; the page then shows where it is", async ({
  page,
}) => {
  await opsUser(page);
  const s = await inbound();
  await openRequest(page, s.id);
  const dialog = await fillAnswer(page, {
    decision: "REJECTED",
    reason: "CUST",
    information: "Beneficiary refuses",
  });
  // The platform moves it on with no webhook while the dialog is open.
  await forceStatus(s.id, "PROCESSING_FAILED");
  await dialog.getByRole("button", { name: "Reject the request" }).click();
  const outcome = page.getByTestId("respond-outcome");
  await expect(outcome).toHaveAttribute("data-outcome", "refused");
  await expect(outcome).toContainText("now PROCESSING_FAILED");
  await expect(outcome.getByTestId("provider-code")).toHaveText("ILLEGAL_CANCELLATION_REQUEST_STATUS");
  await expect(detail(page)).toHaveAttribute("data-status", "PROCESSING_FAILED");
  await expect(page.getByRole("form", { name: "Answer the request" })).toHaveCount(0);
});

test("a request linked to no payment is explained, with no form", async ({ page }) => {
  await opsUser(page);
  const s = await inbound({ linked: false });
  await openRequest(page, s.id);
  const closed = page.getByTestId("respond-closed");
  await expect(closed).toHaveAttribute("data-reason", "no_payment");
  await expect(closed).toContainText("CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND");
});

test("the server runs the form's rules again: a direct call with a fee above the amount sends nothing", async ({
  page,
}) => {
  await opsUser(page);
  const s = await inbound({ amount: 5_000 });
  await openRequest(page, s.id);
  const action = serverActionId("respondToCancellationAction", "lib/actions/cancellations.ts");
  const call = await callServerAction(page.request, `/cancellations/${s.id}`, action, [
    {
      cancellationId: String(s.id),
      intentId: randomUUID(),
      form: { decision: "ACCEPTED", fee: "50.00", locale: "en" },
    },
  ]);
  expect(call.body).toContain('"code":"invalid_input"');
  expect(call.body).toContain("The fee must be less than the payment amount");
  const swift = await callServerAction(page.request, `/cancellations/${s.id}`, action, [
    {
      cancellationId: String(s.id),
      intentId: randomUUID(),
      form: { decision: "REJECTED", reason: "NARR", information: "x" },
    },
  ]);
  expect(swift.body).toContain("NARR is not a SEPA rejection reason");
  await page.reload();
  await expect(detail(page)).toHaveAttribute("data-status", "CANCELLATION_IN_PROGRESS");
  expect((await auditOf(s.id, "cancellations.respond")).map((a) => a.detail?.result)).toEqual([
    "invalid",
    "invalid",
  ]);
});
