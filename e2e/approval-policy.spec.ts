import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { openPolicyPage, personPage, POLICY_PAGE, policyToast } from "./fixtures/approval-policy";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { gotoHydrated } from "./fixtures/hydrated";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// The approval policy editor (docs/initiation.md#policies). The policy is global and other specs make drafts
// at the same time, so the rule saved here matches only this spec's drafts (a Finnish creditor, an amount
// from 31.00 to 31.99 EUR: no other spec pays either) and `otherwise` stays the default, one approval from
// another person.

test.use({ locale: "en-US" });

const RUN = randomUUID().slice(0, 8);
const CREDITOR_IBAN = "FI2112345600000785";
const DRAFT_URL = /\/drafts\/([0-9a-f-]{36})$/;

async function approve(page: Page, draftId: string) {
  await gotoHydrated(page, `/drafts/${draftId}`);
  await page.getByRole("button", { name: "Approve…" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(confirm).toBeHidden({ timeout: 15_000 });
}

// The two tests that save a policy run one after the other: each knows the version it saves.
test.describe.serial("saving the policy", () => {
  test("an admin's two-approval rule holds a matching draft after one approval and a second person's submits it", async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const admin = await createUser(["admin"]);
    await signInAs(page, admin.email, admin.password);
    const before = await openPolicyPage(page);
    const name = `Finnish creditors ${RUN}`;
    await page.getByRole("button", { name: "Add a rule" }).click();
    const rule = page.getByTestId("policy-rule").last();
    await expect(rule.getByLabel("Name")).toBeFocused();
    await rule.getByLabel("Name").fill(name);
    await rule.getByLabel("Amount from").fill("31.00");
    await rule.getByLabel("Amount to").fill("3l.99");
    // The schema's message shows as the admin types, and goes once the field is right.
    await expect(rule.getByLabel("Amount to")).toHaveAttribute("aria-invalid", "true");
    await rule.getByLabel("Amount to").fill("31.99");
    await expect(rule.getByLabel("Amount to")).not.toHaveAttribute("aria-invalid");
    await rule.getByLabel("Creditor countries").fill("XX");
    await expect(rule).toContainText("Entry 1: Not an ISO 3166 country code.");
    await rule.getByLabel("Creditor countries").fill("fi");
    await expect(rule.getByLabel("Approvals needed")).toHaveValue("2");

    await page.getByRole("button", { name: "Save as new version…" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByTestId("policy-changes")).toHaveText(
      `New rule “${name}”: When the amount is from 31.00\u00a0EUR to 31.99\u00a0EUR and the creditor's IBAN is from FI: 2 approvals from different people, not the maker.`,
    );
    await dialog.getByLabel("Comment (optional)").fill(`Four eyes twice for ${RUN}`);
    await dialog.getByRole("button", { name: "Save and put in force" }).click();
    const version = (before ?? 0) + 1;
    await expect(
      policyToast(page, `Version ${version} of the approval policy saved and in force`),
    ).toBeVisible();
    await expect(page.getByTestId("policy-in-force").getByRole("heading")).toHaveText(
      `In force: version ${version}`,
    );
    await expect(page.getByTestId("policy-in-force")).toContainText(`Saved by ${admin.email}`);
    await expect(page.getByTestId("policy-in-force")).toContainText(
      "Otherwise: 1 approval from another person, not the maker.",
    );
    await expect(page.locator(`[data-version="${version}"]`)).toContainText(`“Four eyes twice for ${RUN}”`);
    expect(await auditRows({ action: "policies.save", target: `policy:${version}` })).toEqual([
      expect.objectContaining({ outcome: "success", actor_email: admin.email }),
    ]);

    // A finance-ops maker makes a draft the rule matches.
    const maker = await personPage(browser, ["finance_ops"]);
    await gotoHydrated(maker.page, "/drafts/new");
    const f = maker.page.getByRole("form", { name: "New payment" });
    await f.getByLabel("Debtor account").selectOption({ label: "Type an account…" });
    await f.getByLabel("Debtor IBAN").fill("LT12 1000 0111 0100 1000");
    await f.getByLabel("Creditor name").fill("Suomi Supplies Oy");
    await f.getByLabel("Creditor IBAN").fill(CREDITOR_IBAN);
    await f.getByLabel("Amount (EUR)").fill("31.50");
    await f.getByLabel("End-to-end id (optional)").fill(`E2E-POLICY-${RUN}`);
    await f.getByRole("button", { name: "Review the payment…" }).click();
    await maker.page.getByRole("alertdialog").getByRole("button", { name: "Make the draft" }).click();
    await expect(maker.page).toHaveURL(DRAFT_URL, { timeout: 15_000 });
    const draftId = DRAFT_URL.exec(maker.page.url())![1]!;
    await expect(maker.page.getByTestId("draft-requirement")).toHaveText(
      `2 approvals from different people, not the maker (rule “${name}”, policy version ${version})`,
    );
    await expect(maker.page.getByTestId("draft-progress")).toHaveText("0 of 2 approvals");

    // One approval is not enough: the draft still waits.
    const first = await personPage(browser, ["finance_ops"]);
    await approve(first.page, draftId);
    await expect(first.page.getByTestId("draft-progress")).toHaveText("1 of 2 approvals");
    await expect(first.page.getByTestId("draft-detail")).toHaveAttribute("data-state", "waiting");

    // A second person's approval meets the rule, and Countersign submits the payment.
    const second = await personPage(browser, ["finance_ops"]);
    await approve(second.page, draftId);
    await expect(second.page.getByTestId("draft-detail")).toHaveAttribute("data-state", "submitted", {
      timeout: 45_000,
    });
    await expect(second.page.getByTestId("draft-progress")).toHaveText("2 of 2 approvals");
    for (const p of [maker, first, second]) await p.page.context().close();
  });

  test("a save based on a version someone replaced meanwhile is refused with a sentence, and reload shows theirs", async ({
    browser,
    page,
  }) => {
    const admin = await createUser(["admin"]);
    await signInAs(page, admin.email, admin.password);
    const started = await openPolicyPage(page);
    // Rules no draft of any spec matches: 0.01 EUR to an Icelandic creditor.
    const addRule = async (p: Page, name: string) => {
      await p.getByRole("button", { name: "Add a rule" }).click();
      const rule = p.getByTestId("policy-rule").last();
      await rule.getByLabel("Name").fill(name);
      await rule.getByLabel("Amount from").fill("0.01");
      await rule.getByLabel("Amount to").fill("0.01");
      await rule.getByLabel("Creditor countries").fill("IS");
    };
    await addRule(page, `Mine ${RUN}`);

    const other = await personPage(browser, ["admin"]);
    await openPolicyPage(other.page);
    await addRule(other.page, `Theirs ${RUN}`);
    await other.page.getByRole("button", { name: "Save as new version…" }).click();
    await other.page.getByRole("alertdialog").getByRole("button", { name: "Save and put in force" }).click();
    const theirs = (started ?? 0) + 1;
    await expect(policyToast(other.page, `Version ${theirs} of the approval policy saved`)).toBeVisible();
    await other.page.context().close();

    await page.getByRole("button", { name: "Save as new version…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Save and put in force" }).click();
    const from = started === null ? "you started from the default" : `you started from version ${started}`;
    await expect(page.getByTestId("policy-conflict")).toContainText(
      `Someone saved version ${theirs} of the policy meanwhile (${from}); reload to see it`,
    );
    await expect(page.getByTestId("unsaved")).toBeVisible();
    await page.getByRole("button", { name: "Reload the policy in force" }).click();
    await expect(page.getByTestId("policy-in-force").getByRole("heading")).toHaveText(
      `In force: version ${theirs}`,
    );
    await expect(page.getByTestId("policy-in-force")).toContainText(`Theirs ${RUN}`);
    await expect(page.getByTestId("unsaved")).toHaveCount(0);
    expect(await auditRows({ action: "policies.save", actorEmail: admin.email })).toEqual([
      expect.objectContaining({
        outcome: "failure",
        detail: expect.objectContaining({ reason: "conflict" }),
      }),
    ]);
  });
});

test("a non-admin gets 403 on the page, and the actions refuse, audited", async ({ page }) => {
  const ops = await createUser(["finance_ops"]);
  await signInAs(page, ops.email, ops.password);
  expect((await page.goto(POLICY_PAGE))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();

  const save = serverActionId("savePolicyAction", "lib/actions/approval-policy.ts");
  const input = { baseVersion: null, rules: [], otherwise: { approvals: 0, roles: [] } };
  const call = await callServerAction(page.request, POLICY_PAGE, save, [input]);
  expect(call.body).toContain('"code":"forbidden"');
  const add = serverActionId("addOrderingAccountAction", "lib/actions/approval-policy.ts");
  const added = await callServerAction(page.request, POLICY_PAGE, add, [
    { name: "Mine", iban: "DE89370400440532013000" },
  ]);
  expect(added.body).toContain('"code":"forbidden"');
  const denied = await auditRows({ action: "permission.denied", actorEmail: ops.email });
  expect(denied.map((r) => r.target).sort()).toEqual([
    "action:addOrderingAccount",
    "action:savePolicy",
    `page:${POLICY_PAGE}`,
  ]);
  expect(await auditRows({ action: "policies.save", actorEmail: ops.email })).toEqual([]);
});

test("the approval policy page has no axe violations in light and dark, with the editor open", async ({
  page,
}) => {
  const admin = await createUser(["admin"]);
  await signInAs(page, admin.email, admin.password);
  await gotoHydrated(page, "/settings");
  await page.getByRole("link", { name: "Edit the approval policy" }).click();
  await expect(page).toHaveURL(new RegExp(`${POLICY_PAGE}$`));
  await openPolicyPage(page);
  await page.getByRole("button", { name: "Add a rule" }).click();
  await page.getByTestId("policy-rule").last().getByLabel("Amount from").fill("nonsense");
  await expect(page.getByTestId("policy-rule").last().getByLabel("Amount from")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeInBothSchemes(page);
});
