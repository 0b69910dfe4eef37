import { expect, test } from "@playwright/test";
import { instantInbound, instantRow, openQueue, opsUser, toastWith } from "./fixtures/instant";

// The Instant confirmations page against the sandbox (manual mode: 5 seconds of real time, then the
// platform rejects with AB05). Tests run two at a time on one sandbox and one database, so each makes its
// own payments, finds them by id, and never touches the sandbox's features or clock. No rule set saved by
// e2e/confirmation-rules.spec.ts matches these payments (its rules match only its own end-to-end ids).
// Run by both projects: the strict sandbox announces the payments as PAYMENT_STATUS "Pending
// confirmation", the default one with its PENDING_CONFIRMATION kind.

test("from the keyboard: ? lists the keys, a arms and Esc disarms, a + Enter accepts, r + a code rejects, j/k move", async ({
  page,
}) => {
  await opsUser(page);
  await openQueue(page);
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toContainText("Reject: pick a reason; the choice sends it");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("shortcuts")).toHaveCount(0);

  // One payment per answer: each must be answered inside its own 5 seconds.
  const a = await instantInbound();
  await expect(instantRow(page, a.id)).toBeVisible({ timeout: 4_000 });
  await instantRow(page, a.id).focus();
  await page.keyboard.press("a");
  await expect(instantRow(page, a.id).getByTestId("armed")).toBeVisible();
  await expect(instantRow(page, a.id)).toBeFocused(); // armed from the keys: the row keeps the focus
  await page.keyboard.press("Escape");
  await expect(instantRow(page, a.id).getByTestId("armed")).toHaveCount(0);
  await page.keyboard.press("a");
  await page.keyboard.press("Enter");
  await expect(toastWith(page, `Payment ${a.id} accepted`)).toBeVisible();

  const b = await instantInbound();
  await expect(instantRow(page, b.id)).toBeVisible({ timeout: 4_000 });
  await instantRow(page, b.id).focus();
  await page.keyboard.press("r");
  await page.keyboard.type("AC06");
  await page.keyboard.press("Enter");
  await expect(toastWith(page, `Payment ${b.id} rejected (Account blocked, AC06)`)).toBeVisible();
  await expect(instantRow(page, b.id)).toBeFocused(); // back where the person was
  await expect(instantRow(page, b.id)).toHaveAttribute("data-phase", /answered|settled/);

  // j and k move the cursor through the table's order.
  const order = await page
    .getByTestId("instant-row")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-trx-id")));
  const at = order.indexOf(String(b.id));
  const step = at + 1 < order.length ? ["j", "k"] : ["k", "j"];
  await page.keyboard.press(step[0]!);
  await expect(
    page.locator(`[data-testid="instant-row"][data-trx-id="${order[at + (step[0] === "j" ? 1 : -1)]}"]`),
  ).toBeFocused();
  await page.keyboard.press(step[1]!);
  await expect(instantRow(page, b.id)).toBeFocused();
  // An answered row cannot be armed again.
  await page.keyboard.press("a");
  await expect(instantRow(page, b.id).getByTestId("armed")).toHaveCount(0);
});
