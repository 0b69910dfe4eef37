import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { fillTransfer, INST, KAUNAS, open, rows, SCT, sendReviewed } from "./fixtures/liquidity";

// Creating a settlement-account transfer from the Liquidity page, and who may. Reading: liquidity.spec.ts.

// Times are typed in the reader's zone: a fixed zone makes the UTC conversion checkable.
test.use({ timezoneId: "Europe/Vilnius", locale: "en-US" });

test(
  "finance ops creates a transfer through the form and follows it to COMPLETED",
  PLATFORM,
  async ({ page }) => {
    await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
    await open(page, "");
    const form = await fillTransfer(page, SCT, INST, "0", "x".repeat(141));
    await expect(form).toContainText("141 of 140 characters");
    // The request id is made in the browser when the transfer is first reviewed, never in the server render.
    await expect(form).toContainText("Request id made when you review the transfer");
    await form.getByRole("button", { name: "Review the transfer" }).click();
    await expect(form).toContainText("At most 140 characters.");
    await expect(form).toContainText("The amount must be more than zero.");

    const purpose = `E2E liquidity ${randomUUID().slice(0, 8)}`;
    await form.getByLabel("Purpose (optional)").fill(purpose);
    await form.getByLabel("Amount (EUR)").fill("1,234.56");
    const requestId = await page.getByTestId("intent-request-id").innerText();
    await form.getByRole("button", { name: "Review the transfer" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Transfer 1,234.56\u00a0EUR from ${SCT} to ${INST}?`);
    await expect(dialog.getByTestId("transfer-summary")).toContainText(
      "Countersign Sandbox Bank · CSGNLT21XXX · SCT Inst",
    );
    await expect(dialog.getByTestId("transfer-summary")).toContainText(requestId);
    const { done: created } = await sendReviewed(page);
    // "Recorded as your transfer" when the platform lost the answer (the strict sandbox drops a few).
    await expect(created).toContainText(/Transfer sent|Recorded as your transfer/);
    const id = await created.getByTestId("created-transfer-id").innerText();
    await created.getByRole("button", { name: "Show it in the list" }).click();
    expect(new URL(page.url()).searchParams.get("requestId")).toBe(requestId);
    const row = page.locator(`[data-transfer-id="${id}"]`).and(rows(page));
    await expect(row).toContainText("1,234.56\u00a0EUR");
    await expect(row).toContainText(purpose);
    // CREATED → SENT_TO_CLEAR → ACCEPTED → COMPLETED, a step every 2 s; the list follows the webhooks.
    await expect(row.getByTestId("transfer-status")).toHaveText("COMPLETED", { timeout: 20_000 });
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/); // settlement date, set on ACCEPTED
    await expect(
      page.locator(`[data-testid="liquidity-event"][data-transfer-id="${id}"]`).first(),
    ).toBeVisible();

    // Sent, or (its answer lost) recorded as theirs after the read-back: one success either way.
    const target = `transfer:${id}`;
    const made = [
      ...(await auditRows({ action: "liquidity.transfer", target })),
      ...(await auditRows({ action: "liquidity.transfer.confirm_found", target })),
    ];
    expect(made).toEqual([expect.objectContaining({ outcome: "success", actor_email: SEEDED.finance_ops })]);
  },
);

test(
  "a transfer to another BIC's account is refused with the reason in words",
  PLATFORM,
  async ({ page }) => {
    const user = await createUser(["finance_ops"]);
    await signInAs(page, user.email, user.password);
    await open(page, "");
    const form = await fillTransfer(page, SCT, KAUNAS, "10");
    await expect(form).toContainText("it will probably refuse this pair");
    await form.getByRole("button", { name: "Review the transfer" }).click();
    const { done: refused } = await sendReviewed(page);
    await expect(refused).toContainText(
      "Money can move only between the SCT account and the SCT Inst (instant) account of the same BIC",
    );
    await expect(refused).toContainText("TRANSFER_BETWEEN_DIFFERENT_SCHEMES");
    await expect(form).toContainText("Not allowed with this debtor account");
    const audit = await auditRows({ action: "liquidity.transfer", actorEmail: user.email });
    expect(audit.at(-1)).toEqual(
      expect.objectContaining({ outcome: "failure", detail: expect.objectContaining({ result: "refused" }) }),
    );
  },
);

test("a manager follows liquidity but cannot create a transfer, not even by calling the action", async ({
  page,
}) => {
  const user = await createUser(["manager"]);
  await signInAs(page, user.email, user.password);
  await open(page, "");
  await expect(page.getByRole("heading", { name: "Liquidity", level: 1 })).toBeVisible();
  await expect(page.getByTestId("create-not-allowed")).toContainText("Only finance operations");
  await expect(page.getByTestId("create-transfer")).toHaveCount(0);
  expect((await page.request.get("/api/liquidity/transfers")).status()).toBe(200);

  const action = serverActionId("createTransferAction", "lib/actions/liquidity.ts");
  const call = await callServerAction(page.request, "/liquidity", action, [
    { requestId: `E2E-${randomUUID()}`, debtorAccount: SCT, creditorAccount: INST, amount: "1.00" },
  ]);
  expect(call.body).toContain('"code":"forbidden"');
  // Nor decide about an unanswered one (send it again, or claim a listed transfer).
  const settle = serverActionId("settleTransferAction", "lib/actions/liquidity.ts");
  const resend = await callServerAction(page.request, "/liquidity", settle, [
    { requestId: `E2E-${randomUUID()}`, choice: "resend", sends: 1, dismissed: [] },
  ]);
  expect(resend.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual([
    expect.objectContaining({ target: "action:createTransfer" }),
    expect.objectContaining({ target: "action:settleTransfer" }),
  ]);
  expect(await auditRows({ action: "liquidity.transfer", actorEmail: user.email })).toEqual([]);
});

test("the Liquidity page hydrates without an error: the form's request id is not made on the server", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  errors.length = 0; // only what /liquidity says
  await open(page, "");
  const form = page.getByTestId("create-transfer");
  await fillTransfer(page, SCT, INST, "1.00");
  await form.getByRole("button", { name: "Review the transfer" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible(); // hydrated: the button works
  expect(errors).toEqual([]);
});
