import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";
import { fillTransfer, INST, listedTransfers, open, SCT, writeFaultOn } from "./fixtures/liquidity";
import { reloadHydrated } from "./fixtures/hydrated";

// A liquidity transfer whose answer never came. The interface promises no idempotency for the POST, so
// Countersign never sends it again by itself: it reads the platform's list back and the person decides.
// The sandbox's write faults play the platform, aimed at this test's transfer alone (its request id): a
// "drop" applies the write and loses its answer, a "fail" answers 500 without applying it.

test.use({ locale: "en-US" });

type TAmount = { typed: string; shown: string; minor: number };
const newAmount = (): TAmount => {
  const whole = randomInt(10_000, 99_999);
  const cents = randomInt(10, 99);
  return {
    typed: `${whole}.${cents}`,
    shown: `${whole.toLocaleString("en-US")}.${cents}\u00a0EUR`,
    minor: whole * 100 + cents,
  };
};

/** Reviews and sends a new transfer whose answer the platform loses (drop) or fails with 500 (fail). */
async function sendUnanswered(page: Page, fault: "drop" | "fail") {
  const amount = newAmount();
  const form = await fillTransfer(page, SCT, INST, amount.typed);
  await form.getByRole("button", { name: "Review the transfer" }).click();
  const requestId = await page.getByTestId("intent-request-id").innerText();
  await writeFaultOn(page, requestId, fault);
  await page.getByRole("alertdialog").getByRole("button", { name: "Send the transfer" }).click();
  const uncertain = page.getByTestId("transfer-uncertain");
  await expect(uncertain).toBeVisible();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  return { form, uncertain, amount, requestId };
}

test(
  "a transfer whose answer was lost is found in the list, confirmed by the person, and exists once",
  PLATFORM,
  async ({ page }) => {
    const user = await createUser(["finance_ops"]);
    await signInAs(page, user.email, user.password);
    await open(page, "");
    const since = new Date(Date.now() - 60_000);
    const { form, uncertain, amount, requestId } = await sendUnanswered(page, "drop");
    await expect(uncertain).toContainText("does not send it again by itself");
    const candidate = uncertain.getByTestId("candidate");
    await expect(candidate).toHaveCount(1);
    await expect(candidate).toContainText(amount.shown);
    await expect(candidate).toContainText(`${SCT}to${INST}`);
    await expect(candidate).toContainText("Same request id as yours");
    await expect(candidate.getByTestId("transfer-status")).toBeVisible();
    // What the person typed stays, locked, while they decide; a reload brings the transfer back.
    await expect(form.getByLabel("Amount (EUR)")).toHaveValue(amount.typed);
    await expect(form.getByLabel("Amount (EUR)")).toBeDisabled();
    await reloadHydrated(page);
    await expect(uncertain).toBeVisible();
    await expect(page.getByTestId("intent-request-id")).toHaveText(requestId);
    await expect(form.getByLabel("From (debtor account)")).toHaveValue(SCT);
    await uncertain.getByRole("button", { name: "Look again" }).click();
    await expect(candidate).toHaveCount(1);
    const id = await candidate.getAttribute("data-transfer-id");

    await candidate.getByRole("button", { name: "This is my transfer" }).click();
    const created = page.getByTestId("transfer-created");
    await expect(created).toContainText("Recorded as your transfer");
    await expect(created.getByTestId("created-transfer-id")).toHaveText(id!);

    const listed = (await listedTransfers(SCT, INST, since)).filter((t) => t.amount === amount.minor);
    expect(listed.map((t) => t.id)).toEqual([Number(id)]);
    const sent = await auditRows({ action: "liquidity.transfer", actorEmail: user.email });
    expect(sent.at(-1)).toEqual(
      expect.objectContaining({
        outcome: "failure",
        detail: expect.objectContaining({ result: "uncertain" }),
      }),
    );
    expect(await auditRows({ action: "liquidity.transfer.confirm_found", actorEmail: user.email })).toEqual([
      expect.objectContaining({ outcome: "success", target: `transfer:${id}` }),
    ]);
  },
);

test(
  "a 500 that made nothing: nothing is listed, the person sends it again once, one transfer exists",
  PLATFORM,
  async ({ page }) => {
    const user = await createUser(["finance_ops"]);
    await signInAs(page, user.email, user.password);
    await open(page, "");
    const since = new Date(Date.now() - 60_000);
    const { uncertain, amount } = await sendUnanswered(page, "fail");
    await expect(uncertain).toContainText("lists no transfer of");
    await expect(uncertain.getByTestId("candidate")).toHaveCount(0);
    await uncertain.getByRole("button", { name: "Send it again" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("the money moves twice");
    await confirm.getByRole("button", { name: "Send it again" }).click();
    await expect(page.getByTestId("transfer-created")).toBeVisible();

    const listed = (await listedTransfers(SCT, INST, since)).filter((t) => t.amount === amount.minor);
    expect(listed).toHaveLength(1);
    const sent = await auditRows({ action: "liquidity.transfer", actorEmail: user.email });
    expect(sent.at(-1)!.detail).toMatchObject({ resend: true, send: 2, beforeResend: { candidates: [] } });
  },
);
