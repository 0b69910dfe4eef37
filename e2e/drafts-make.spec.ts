import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { untilHydrated } from "./fixtures/hydrated";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Payment initiation with four-eyes (docs/initiation.md): a person makes a payment through the New payment
// form, cannot approve it themselves (on the page, nor by calling the action), and a second person's approval
// has Countersign create it at the platform. Each test makes its own users and finds its draft by its URL.

test.use({ locale: "en-US" });

const DEBTOR_IBAN = "LT12 1000 0111 0100 1000";
const CREDITOR_IBAN = "DE89370400440532013000";
const DRAFT_URL = /\/drafts\/([0-9a-f-]{36})$/;

const form = (page: Page) => page.getByRole("form", { name: "New payment" });

async function openForm(page: Page) {
  await page.goto("/drafts/new");
  await expect(page.getByRole("heading", { name: "New payment", level: 1 })).toBeVisible();
  await untilHydrated(page);
  const f = form(page);
  // Other specs may configure ordering accounts: this one types its debtor, whatever the list holds.
  await f.getByLabel("Debtor account").selectOption({ label: "Type an account…" });
  return f;
}

test("the form checks a field once it is left, and Enter in a field only opens the confirmation", async ({
  page,
}) => {
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  const f = await openForm(page);

  await f.getByLabel("Creditor IBAN").fill("DE89370400440532013001");
  await expect(f).not.toContainText("The check digits do not match");
  await f.getByLabel("Creditor IBAN").press("Tab");
  await expect(f).toContainText("The check digits do not match: check the IBAN for a typing error.");
  await f.getByLabel("Creditor IBAN").fill(CREDITOR_IBAN);
  await f.getByLabel("Creditor IBAN").press("Tab");
  await expect(f.getByLabel("Creditor IBAN")).toHaveValue("DE89 3704 0044 0532 0130 00");
  await expect(f).not.toContainText("The check digits do not match");

  // SEPA Instant executes at once: no execution date to choose.
  await expect(f.getByLabel("Requested execution date (optional)")).toBeVisible();
  await f.getByRole("radio", { name: "SEPA Instant" }).check();
  await expect(f.getByLabel("Requested execution date (optional)")).toBeHidden();

  // Enter with fields missing: every message shows, the first field with one has the focus, nothing opens.
  await f.getByLabel("Amount (EUR)").press("Enter");
  await expect(f).toContainText("Enter the creditor's name.");
  await expect(f.getByLabel("Debtor IBAN")).toBeFocused();
  await expect(page.getByRole("alertdialog")).toBeHidden();

  await f.getByLabel("Debtor IBAN").fill(DEBTOR_IBAN);
  await f.getByLabel("Creditor name").fill("ACME Supplies GmbH");
  await f.getByLabel("Amount (EUR)").fill("12.34");
  await f.getByLabel("Amount (EUR)").press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Make a draft to pay");
  await expect(dialog).toContainText(
    "It will wait for approval by another person under the approval policy.",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Nothing was made: the form is still there, with what was typed.
  await expect(f.getByLabel("Creditor name")).toHaveValue("ACME Supplies GmbH");
  expect(await auditRows({ action: "draft.create", actorEmail: maker.email })).toEqual([]);
});

test(
  "the maker makes a payment, cannot approve it, and a second person's approval creates it at the platform",
  PLATFORM,
  async ({ browser, page }) => {
    // Two people, the platform's answer and (should it be lost) the resumer's read-back.
    test.setTimeout(120_000);
    const maker = await createUser(["finance_ops"]);
    await signInAs(page, maker.email, maker.password);
    const f = await openForm(page);
    const endToEndId = `E2E-DRAFT-${randomUUID().slice(0, 8)}`;
    await f.getByLabel("Debtor IBAN").fill(DEBTOR_IBAN);
    await f.getByLabel("Debtor name (optional)").fill("Countersign Treasury");
    await f.getByLabel("Creditor name").fill("ACME Supplies GmbH");
    await f.getByLabel("Creditor IBAN").fill(CREDITOR_IBAN);
    await f.getByLabel("Creditor BIC (optional)").fill("COBADEFFXXX");
    await f.getByLabel("Amount (EUR)").fill("42.17");
    await f.getByLabel("End-to-end id (optional)").fill(endToEndId);
    await f.getByLabel("Remittance text (optional)").fill("Invoice 117, November");
    await f.getByLabel("Purpose code (optional)").fill("SUPP");
    await f.getByRole("button", { name: "Review the payment…" }).click();

    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Make a draft to pay 42.17\u00a0EUR to ACME Supplies GmbH?");
    const summary = dialog.getByTestId("new-payment-summary");
    await expect(summary).toContainText("DE89 3704 0044 0532 0130 00");
    await expect(summary).toContainText("SEPA credit transfer");
    await expect(summary).toContainText(endToEndId);
    await dialog.getByRole("button", { name: "Make the draft" }).click();

    await expect(page).toHaveURL(DRAFT_URL, { timeout: 15_000 });
    const draftId = DRAFT_URL.exec(page.url())![1]!;
    const detail = page.getByTestId("draft-detail");
    await expect(detail).toHaveAttribute("data-state", "waiting");
    await expect(page.getByTestId("draft-progress")).toHaveText("0 of 1 approval");
    await expect(page.getByTestId("draft-payment")).toContainText(endToEndId);
    await expect(page.getByTestId("submission")).toHaveAttribute("data-state", "pending");

    // The maker's own approval: not offered on the page, which says why, and refused by the server.
    await untilHydrated(page);
    await expect(page.getByTestId("draft-note")).toHaveText(
      "You made this draft: another person must approve it.",
    );
    await expect(page.getByRole("button", { name: "Approve…" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Withdraw…" })).toBeVisible();
    const approve = serverActionId("approveDraftAction", "lib/actions/drafts.ts");
    const direct = await callServerAction(page.request, `/drafts/${draftId}`, approve, [{ draftId }]);
    expect(direct.status).toBe(200);
    expect(direct.body).toContain("You made this draft: another person must approve it.");
    expect(await auditRows({ action: "draft.approve", target: `draft:${draftId}` })).toEqual([
      expect.objectContaining({ outcome: "denied", actor_email: maker.email }),
    ]);
    await expect(detail).toHaveAttribute("data-state", "waiting");

    // A second person approves; the maker's page follows through the live stream, so it must be connected.
    await expect(page.getByTestId("live-indicator")).toHaveText("Live");
    const checker = await createUser(["finance_ops"]);
    const other = await browser.newContext({ locale: "en-US" });
    try {
      const page2 = await other.newPage();
      await signInAs(page2, checker.email, checker.password);
      await page2.goto(`/drafts/${draftId}`);
      await untilHydrated(page2);
      await page2.getByRole("button", { name: "Approve…" }).click();
      const confirm = page2.getByRole("alertdialog");
      await expect(confirm).toContainText("Approve the payment of 42.17\u00a0EUR to ACME Supplies GmbH?");
      await confirm.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(confirm).toBeHidden({ timeout: 15_000 });
      // Submitted once the platform answered; an answer lost on the way is read back by the resumer (30 s).
      await expect(page2.getByTestId("draft-detail")).toHaveAttribute("data-state", "submitted", {
        timeout: 45_000,
      });
      await expect(page2.getByTestId("draft-decisions")).toContainText(`Approved by ${checker.email}`);
      await expect(page2.getByTestId("draft-progress")).toHaveText("1 of 1 approval");
    } finally {
      await other.close();
    }

    await expect(detail).toHaveAttribute("data-state", "submitted", { timeout: 45_000 });
    await expect(page.getByTestId("submission")).toHaveAttribute("data-state", "created");
    const platformId = page.getByTestId("platform-id");
    await expect(platformId).toHaveText(/^\d+$/);
    const id = await platformId.innerText();
    await platformId.click();
    await expect(page).toHaveURL(new RegExp(`/payments/${id}$`));
    await expect(page.getByTestId("section-payment-identifiers")).toContainText(endToEndId, {
      timeout: 15_000,
    });
  },
);
