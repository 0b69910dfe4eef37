import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { freshIban, openPolicyPage, personPage } from "./fixtures/approval-policy";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { gotoHydrated } from "./fixtures/hydrated";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Ordering accounts on the approval policy page (docs/initiation.md): an admin adds one (checked as typed),
// a configured IBAN is a message on its field, and deactivating one takes it off the New payment form.
// Other specs type their debtor, whatever the list holds.

test.use({ locale: "en-US" });

test("an admin adds an ordering account, the form offers it, a second add of its IBAN is refused, deactivating hides it", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await createUser(["admin"]);
  await signInAs(page, admin.email, admin.password);
  await openPolicyPage(page);
  const form = page.getByRole("form", { name: "Add an ordering account" });
  const name = `Treasury ${randomUUID().slice(0, 6)}`;
  const iban = freshIban();

  await form.getByLabel("IBAN").fill("DE89370400440532013001");
  await form.getByLabel("IBAN").press("Tab");
  await expect(form).toContainText("The check digits do not match");
  await form.getByLabel("Account name").fill(name);
  await form.getByLabel("IBAN").fill(iban);
  await form.getByLabel("BIC (optional)").fill("cobadeffxxx");
  await form.getByRole("button", { name: "Add the account" }).click();
  await expect(page.getByTestId("ordering-account-message")).toHaveText(
    `${name} added: the New payment form offers it now.`,
  );
  const row = page.locator(`[data-testid="ordering-account"][data-iban="${iban}"]`);
  await expect(row).toContainText("COBADEFFXXX");
  await expect(row).toContainText("Active");
  await expect(form.getByLabel("IBAN")).toHaveValue("");

  // The same IBAN again: a message on the IBAN field, not a failure page.
  await form.getByLabel("Account name").fill(`${name} again`);
  await form.getByLabel("IBAN").fill(iban);
  await form.getByRole("button", { name: "Add the account" }).click();
  await expect(form).toContainText("This IBAN is an ordering account already");
  await expect(form.getByLabel("IBAN")).toHaveAttribute("aria-invalid", "true");
  expect(
    (await auditRows({ action: "ordering_accounts.add", actorEmail: admin.email })).map((r) => r.outcome),
  ).toEqual(["success", "failure"]);
  await expectNoAxeInBothSchemes(page);

  // A maker sees it on the New payment form until it is deactivated.
  const maker = await personPage(browser, ["finance_ops"]);
  await gotoHydrated(maker.page, "/drafts/new");
  const debtor = maker.page.getByLabel("Debtor account");
  await expect(debtor.locator("option", { hasText: name })).toHaveCount(1);

  await row.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(row).toContainText("Inactive");
  await expect(page.getByTestId("ordering-accounts-message")).toHaveText(
    `${name} deactivated: no longer offered.`,
  );
  await gotoHydrated(maker.page, "/drafts/new");
  await expect(maker.page.getByLabel("Debtor account").locator("option", { hasText: name })).toHaveCount(0);
  await row.getByRole("button", { name: `Reactivate ${name}` }).click();
  await expect(row).toContainText("Active");
  expect(
    (await auditRows({ action: "ordering_accounts.deactivate", actorEmail: admin.email })).map(
      (r) => r.target,
    ),
  ).toHaveLength(1);
  await maker.page.context().close();
});
