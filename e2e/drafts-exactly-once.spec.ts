import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { draftInDb, gatewayToken, makeDraft, platformPayments, uniquePayment } from "./fixtures/drafts";
import { e2eEnv, PLATFORM } from "./fixtures/e2e-env";
import { gotoHydrated } from "./fixtures/hydrated";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Submission exactly once (docs/initiation.md#exactly-once), counted at the platform by end-to-end id: a
// double click on Approve (with a direct call of the action at the same moment), an answer the platform
// loses after creating the payment, and an instance that died between the platform's answer and its commit.
// Each test's payment is its own (creditor IBAN, end-to-end id), so the counts see no other test.

test.use({ locale: "en-US" });

/** A draft made by one person, its page opened by a second who may approve it. */
async function draftAndApprover(page: Page) {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const payment = uniquePayment();
  const draftId = await makeDraft(page.request, maker.email, payment);
  await page.context().clearCookies();
  const approver = await createUser(["finance_ops"]);
  await signInAs(page, approver.email, approver.password);
  await gotoHydrated(page, `/drafts/${draftId}`);
  return { payment, draftId, approver };
}

/** Waits until the draft is submitted (a lost answer is read back by the resumer, every 30 s). */
async function expectSubmittedOnce(page: Page, draftId: string, endToEndId: string) {
  await expect(page.getByTestId("draft-detail")).toHaveAttribute("data-state", "submitted", {
    timeout: 60_000,
  });
  await expect(page.getByTestId("submission")).toHaveAttribute("data-state", "created");
  const atPlatform = await platformPayments(endToEndId);
  expect(atPlatform).toHaveLength(1);
  await expect(page.getByTestId("platform-id")).toHaveText(String(atPlatform[0]!.id));
  expect((await draftInDb(draftId)).payments).toEqual([
    expect.objectContaining({ state: "created", platform_id: String(atPlatform[0]!.id) }),
  ]);
}

test(
  "a double click on Approve, and a direct call beside it, make one payment at the platform",
  PLATFORM,
  async ({ page }) => {
    test.setTimeout(120_000);
    const { payment, draftId, approver } = await draftAndApprover(page);
    await page.getByRole("button", { name: "Approve…" }).click();
    const dialog = page.getByRole("alertdialog");
    const approve = serverActionId("approveDraftAction", "lib/actions/drafts.ts");
    await Promise.all([
      dialog.getByRole("button", { name: "Approve", exact: true }).dblclick(),
      callServerAction(page.request, `/drafts/${draftId}`, approve, [{ draftId }]),
    ]);
    await expectSubmittedOnce(page, draftId, payment.endToEndId);
    // One approval counted; whichever came second was refused (the draft was no longer waiting, or decided).
    const decided = await auditRows({ action: "draft.approve", target: `draft:${draftId}` });
    expect(decided.filter((r) => r.outcome === "success")).toEqual([
      expect.objectContaining({ actor_email: approver.email }),
    ]);
    expect(decided.filter((r) => r.outcome !== "success").every((r) => r.outcome === "denied")).toBe(true);
  },
);

test(
  "an answer the platform lost after creating the payment is read back, not sent again",
  PLATFORM,
  async ({ page }) => {
    test.setTimeout(120_000);
    const { payment, draftId } = await draftAndApprover(page);
    // The sandbox applies the next creation of this payment (its end-to-end id) and destroys the connection.
    const target = `/gateway/v3/payments/sepa#endToEndId=${payment.endToEndId}`;
    const faults = `${e2eEnv().SANDBOX_ORIGIN}/control/faults`;
    const set = await page.request.patch(faults, { data: { dropWritesTo: { [target]: 1 } } });
    expect(set.status(), await set.text()).toBe(200);

    await page.getByRole("button", { name: "Approve…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toBeHidden({ timeout: 15_000 });
    await expectSubmittedOnce(page, draftId, payment.endToEndId);
    const used = (await (await page.request.get(faults)).json()) as { dropWritesTo: Record<string, number> };
    expect(used.dropWritesTo[target]).toBe(0);
  },
);

test(
  "after a crash between the platform's answer and the commit, the resumer finds the payment",
  PLATFORM,
  async ({ page }) => {
    test.setTimeout(120_000);
    const maker = await createUser(["finance_ops"]);
    await signInAs(page, maker.email, maker.password);
    const payment = uniquePayment();
    const draftId = await makeDraft(page.request, maker.email, payment);
    // The scene a dead instance leaves: the draft approved, its payment claimed ('sending') three minutes ago,
    // and the platform holding the payment it created from that request (same body, same Idempotency-Key).
    const db = new Client({ connectionString: e2eEnv().DATABASE_URL });
    await db.connect();
    let sent: { payment: Record<string, unknown>; key: string };
    try {
      await db.query(`UPDATE payment_drafts SET state = 'submitting' WHERE id = $1`, [draftId]);
      const { rows } = await db.query<{ payment: Record<string, unknown>; key: string }>(
        `UPDATE draft_payments SET state = 'sending', attempts = 1, api = 'v3', sent_at = now() - interval '3 minutes'
        WHERE draft_id = $1 RETURNING payment, idempotency_key::text AS key`,
        [draftId],
      );
      sent = rows[0]!;
    } finally {
      await db.end();
    }
    const p = sent.payment as {
      scheme: string;
      amountMinor: number;
      currency: string;
      debtor: { iban: string; name: string | null };
      creditor: { iban: string; name: string };
      endToEndId: string;
      remittance: { text: string } | null;
      metadata: string[];
    };
    const created = await fetch(`${e2eEnv().SANDBOX_ORIGIN}/gateway/v3/payments/sepa`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await gatewayToken()}`,
        "content-type": "application/json",
        "idempotency-key": sent.key,
      },
      body: JSON.stringify({
        scheme: p.scheme,
        amount: p.amountMinor,
        currency: p.currency,
        debtorIban: p.debtor.iban,
        ...(p.debtor.name ? { debtorName: p.debtor.name } : {}),
        creditorIban: p.creditor.iban,
        creditorName: p.creditor.name,
        endToEndId: p.endToEndId,
        ...(p.remittance ? { remittanceInformation: p.remittance.text } : {}),
        ...(p.metadata.length ? { metadata: p.metadata } : {}),
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const platformId = ((await created.json()) as { data: { id: number } }).data.id;

    // The resumer (every 30 s in each instance) reads the payment back instead of sending it again.
    await gotoHydrated(page, `/drafts/${draftId}`);
    await expectSubmittedOnce(page, draftId, payment.endToEndId);
    await expect(page.getByTestId("platform-id")).toHaveText(String(platformId));
  },
);
