import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  addRule,
  card,
  inForce,
  RULES_PAGE,
  save,
  toast,
  versionCount,
} from "../fixtures/confirmation-rules";
import { callServerAction, serverActionId } from "../fixtures/server-action";
import { ACCEPT, admin, asAdmin, editorOnly, REJECT, RUN } from "./run";

// The editor: field errors, versions.
export function editingTests() {
  test("an invalid set is refused at its fields, in the browser and by the server; nothing is saved", async ({
    page,
  }) => {
    editorOnly();
    await asAdmin(page);
    const versions = await versionCount(page);
    const c = await addRule(page, { name: `Bad ${RUN}`, pattern: `E2E-BAD-${RUN}-*`, outcome: "ACCEPT" });
    await c.getByLabel("Amount from (EUR)").fill("500.00");
    await c.getByLabel("Amount to (EUR)").fill("100.00");
    await c.getByLabel("Debtor BICs").fill("BNPAFRPP\nBNP-FRPP");
    await page.getByRole("button", { name: "Save as new version…" }).click();

    await expect(page.getByTestId("save-errors")).toContainText("Nothing was saved");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(c.getByLabel("Amount to (EUR)")).toHaveAttribute("aria-invalid", "true");
    await expect(c).toContainText("The lowest amount is above the highest.");
    await expect(c.getByLabel("Debtor BICs")).toHaveAttribute("aria-invalid", "true");
    await expect(c).toContainText("Line 2: A BIC or pattern may hold only letters, digits, * and ?.");
    await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");

    // An amount in the other convention is refused, not misread as 15.
    await c.getByLabel("Amount from (EUR)").fill("1,5");
    await c.getByLabel("Amount to (EUR)").fill("");
    await page.getByRole("button", { name: "Save as new version…" }).click();
    await expect(c.getByLabel("Amount from (EUR)")).toHaveAttribute("aria-invalid", "true");
    await expect(c).toContainText("Write the amount like 1,234,567.89");

    // The server parses with the same schema, whatever the browser sent.
    const action = serverActionId("saveRuleSetAction", "lib/actions/confirmation-rules.ts");
    const { version } = await inForce(page);
    const call = await callServerAction(page.request, RULES_PAGE, action, [
      {
        baseVersion: version,
        rules: [
          {
            id: randomUUID(),
            name: `Bad ${RUN}`,
            enabled: true,
            conditions: { amountMin: 50_000, amountMax: 10_000, debtorBics: ["BNP-FRPP"] },
            outcome: { action: "ACCEPT" },
          },
        ],
      },
    ]);
    expect(call.body).toContain('"code":"invalid_input"');
    expect(call.body).toContain('"rules.0.conditions.amountMax":"The lowest amount is above the highest."');
    expect(call.body).toContain('"rules.0.conditions.debtorBics.0"');
    expect(await versionCount(page)).toBe(versions);

    await page.getByRole("button", { name: "Discard changes" }).click();
    await expect(card(page, `Bad ${RUN}`)).toHaveCount(0);
  });

  test("versions are listed; an old one is read, loaded into the editor and saved as a new version", async ({
    page,
  }) => {
    editorOnly();
    await asAdmin(page);
    const before = await inForce(page);
    const first = before.version!;
    const row = (v: number) => page.locator(`[data-testid="version-row"][data-version="${v}"]`);
    await expect(row(first)).toContainText(admin.email);
    await expect(row(first)).toContainText(`e2e ${RUN}: accept and reject`);
    await expect(row(first)).toContainText("In force");
    await expect(row(first)).toContainText(/UTC|GMT/);

    // Order is meaning (the first match decides): move a rule with the keyboard, save the new order.
    await card(page, ACCEPT).getByLabel("Name").focus();
    const order = async () => page.getByTestId("rule-card").locator("legend").allInnerTexts();
    const at = (await order()).findIndex((t) => t.includes(ACCEPT));
    const to = at > 0 ? at - 1 : at + 1;
    await page.keyboard.press(at > 0 ? "Alt+ArrowUp" : "Alt+ArrowDown");
    await expect(card(page, ACCEPT).getByLabel("Name")).toBeFocused();
    expect((await order()).findIndex((t) => t.includes(ACCEPT))).toBe(to);
    const moved = await save(page, `e2e ${RUN}: reordered`);
    expect(moved.changes).toContain(`Moves “${ACCEPT}” from position ${at + 1} to ${to + 1}.`);

    await card(page, REJECT)
      .getByRole("button", { name: /^Remove rule \d+/ })
      .click();
    const removed = await save(page, `e2e ${RUN}: without reject`);
    expect(removed.changes).toContain(
      `Removes “${REJECT}”: Reject (Account blocked, AC06) when end-to-end id`,
    );
    expect((await inForce(page)).rules.map((r) => r.name)).not.toContain(REJECT);
    await expect(row(removed.version)).toContainText("In force");
    await expect(row(removed.version)).toContainText(`e2e ${RUN}: without reject`);
    await expect(row(first)).not.toContainText("In force");

    await row(first)
      .getByRole("button", { name: `View v${first}` })
      .click();
    const dialog = page.getByTestId("version-dialog");
    await expect(dialog).toContainText(`Confirmation rules, version ${first}`);
    await expect(dialog.getByTestId("rule-summary").filter({ hasText: REJECT })).toContainText(
      "Reject (Account blocked, AC06)",
    );
    await dialog.getByRole("button", { name: "Load into editor" }).click();
    await expect(toast(page, `Version ${first} loaded into the editor`)).toBeVisible();
    await expect(card(page, REJECT)).toBeVisible();
    const restored = await save(page, `e2e ${RUN}: restore v${first}`);
    expect(restored.changes).toContain(`Adds “${REJECT}”`);
    const now = await inForce(page);
    expect(now.version).toBe(removed.version + 1);
    // The same rules, ids included, as a new version.
    expect(now.rules).toEqual(before.rules);
  });
}
