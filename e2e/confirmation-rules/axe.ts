import { expect, test } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "../fixtures/axe";
import { addRule, opsPage, RULES_PAGE } from "../fixtures/confirmation-rules";
import { asAdmin, RUN } from "./run";

// Accessibility of the editor, the save confirmation and the read-only view.
export function axeTests() {
  test("the editor with errors, the save confirmation and the read-only view pass axe in light and dark mode", async ({
    page,
    browser,
  }) => {
    await asAdmin(page);
    await expectNoAxeInBothSchemes(page);
    const c = await addRule(page, { name: `Axe ${RUN}`, pattern: `E2E-AXE-${RUN}-*`, outcome: "REJECT" });
    await c.getByLabel("Amount from (EUR)").fill("x");
    await page.getByRole("button", { name: "Save as new version…" }).click();
    await expect(page.getByTestId("save-errors")).toBeVisible();
    await expectNoAxeInBothSchemes(page);
    await c.getByLabel("Amount from (EUR)").fill("");
    await c.getByLabel("Reject reason").selectOption("CUST");
    await page.getByRole("button", { name: "Save as new version…" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeInBothSchemes(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Discard changes" }).click();

    const { page: ops } = await opsPage(browser);
    await ops.goto(RULES_PAGE);
    await expect(ops.getByTestId("version-row").first()).toBeVisible();
    await expectNoAxeInBothSchemes(ops);
    await ops.context().close();
  });
}
