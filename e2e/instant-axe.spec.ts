import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { instantInbound, instantRow, openQueue, opsUser } from "./fixtures/instant";

// The Instant confirmations page against the sandbox (manual mode: 5 seconds of real time, then the
// platform rejects with AB05). Tests run two at a time on one sandbox and one database, so each makes its
// own payments, finds them by id, and never touches the sandbox's features or clock. No rule set saved by
// e2e/confirmation-rules.spec.ts matches these payments (its rules match only its own end-to-end ids).
// Run by both projects: the strict sandbox announces the payments as PAYMENT_STATUS "Pending
// confirmation", the default one with its PENDING_CONFIRMATION kind.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the queue, the reason picker and the history pass axe in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await opsUser(page);
    await openQueue(page);
    const p = await instantInbound();
    await expect(instantRow(page, p.id)).toBeVisible({ timeout: 4_000 });
    // The picker first, while the payment can still be rejected (axe takes seconds).
    await instantRow(page, p.id)
      .getByRole("button", { name: `Reject payment ${p.id}…` })
      .click();
    await expect(page.getByTestId("reason-picker")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("reason-picker")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Decisions" }).click();
    await expect(page.getByTestId("decision-row").first()).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
}
