import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { SANDBOX_CLIENTS } from "../sandbox/defaults";
import { opsUser, payment, row, runRow, toSign } from "./fixtures/approvals";
import { e2eProfile, PLATFORM } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { auditRows } from "./fixtures/users";

// The Approvals page against the sandbox. Tests run two at a time on one sandbox, so each makes its own
// TO_SIGN payments (found by id, never by position) and never assumes the queue holds only them.

test(
  "approve one: new payments appear live, the result is shown, the row leaves, the attempt is audited",
  PLATFORM,
  async ({ page }) => {
    const user = await opsUser(page);
    await page.goto("/approvals");
    await expect(page.getByTestId("live-indicator")).toHaveText("Live");
    const id = await toSign({ amount: 1_234_567 });
    await expect(row(page, id)).toBeVisible({ timeout: 15_000 }); // webhook → "approvals" → refetch
    await expect(row(page, id)).toContainText("12,345.67 EUR");

    await row(page, id)
      .getByRole("checkbox", { name: `Select payment ${id}` })
      .check();
    await page.getByTestId("approve-selected").click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Approve payment ${id} for −12,345.67 EUR?`);
    await dialog.getByRole("button", { name: "Approve payment" }).click();

    await expect(runRow(page, id)).toHaveAttribute("data-outcome", "approved");
    await expect(runRow(page, id).getByTestId("approval-result")).toContainText(SANDBOX_CLIENTS.approver.id);
    await expect(runRow(page, id).getByTestId("approval-result")).toContainText("Weight1");
    await expect(page.getByTestId("toast").filter({ hasText: "Payment approved" })).toBeVisible();
    await expect(row(page, id)).toHaveCount(0);

    expect(
      await auditRows({ action: "payment.approve", actorEmail: user.email, target: `payment:${id}` }),
    ).toEqual([
      expect.objectContaining({
        outcome: "success",
        detail: expect.objectContaining({
          result: "approved",
          platformCalled: true,
          signer: SANDBOX_CLIENTS.approver.id,
        }),
      }),
    ]);

    // The drawer of the approved payment (from the results) shows Countersign's record and the platform's fields.
    await runRow(page, id)
      .getByRole("button", { name: String(id) })
      .click();
    const drawer = page.getByTestId("approval-drawer");
    await expect(drawer.getByTestId("approval-state")).toContainText("Approved");
    await expect(drawer.getByTestId("approval-state").getByTestId("approval-result")).toContainText(
      SANDBOX_CLIENTS.approver.id,
    );
    await expect(drawer.getByTestId("payment-detail")).toContainText(String(id));
  },
);

test(
  "bulk approve with a failing row: the others are approved, the failure is explained",
  PLATFORM,
  async ({ page }) => {
    await opsUser(page);
    const ok1 = await toSign({ amount: 300_000 });
    const ok2 = await toSign({ amount: 400_000, currency: "USD" });
    const web = await toSign({ amount: 500_000, channel: "web" });
    await page.goto("/approvals");
    for (const id of [ok1, ok2, web]) await row(page, id).getByRole("checkbox").check();
    await page.getByTestId("approve-selected").click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Approve 3 payments?");
    await expect(dialog.getByTestId("approve-total")).toHaveText([
      /Total EUR \(2 payments\)\s*8,000\.00\sEUR/,
      /Total USD \(1 payment\)\s*4,000\.00\sUSD/,
    ]);
    await dialog.getByRole("button", { name: "Approve 3 payments" }).click();

    await expect(runRow(page, ok1)).toHaveAttribute("data-outcome", "approved");
    await expect(runRow(page, ok2)).toHaveAttribute("data-outcome", "approved");
    await expect(runRow(page, web)).toHaveAttribute("data-outcome", "refused");
    await expect(runRow(page, web)).toContainText("created in the platform's web interface");
    await expect(runRow(page, web)).toContainText("API_APPROVAL_NOT_ALLOWED");
    await expect(page.getByTestId("toast").filter({ hasText: "2 payments approved, 1 not" })).toBeVisible();
    // The refused payment still waits, marked with what Countersign learned.
    await expect(row(page, ok1)).toHaveCount(0);
    await expect(row(page, ok2)).toHaveCount(0);
    await expect(row(page, web)).toContainText("Refused");
    await expect(row(page, web)).toContainText("API_APPROVAL_NOT_ALLOWED");
  },
);

test(
  "a double submission of one intent approves once; a later intent is answered from the record",
  PLATFORM,
  async ({ page }) => {
    const user = await opsUser(page);
    const id = await toSign();
    await page.goto("/approvals");
    const action = serverActionId("approvePaymentsAction", "lib/actions/approvals.ts");
    const intentId = randomUUID();
    const submit = (intent: string) =>
      callServerAction(page.request, "/approvals", action, [{ items: [{ trxId: id, intentId: intent }] }]);
    const both = await Promise.all([submit(intentId), submit(intentId)]);
    for (const r of both) expect(r.body).toMatch(/"outcome":"(approved|in_progress)"/);
    expect(both.map((r) => r.body).join("")).toContain('"outcome":"approved"');

    const later = await submit(randomUUID());
    expect(later.body).toContain('"outcome":"approved"');
    expect(later.body).toContain('"replay":true');

    const audit = await auditRows({
      action: "payment.approve",
      actorEmail: user.email,
      target: `payment:${id}`,
    });
    expect(audit).toHaveLength(3); // every attempt, replays included
    expect(audit.filter((a) => a.detail?.platformCalled === true)).toHaveLength(1);
  },
);

test(
  "the queue and the To sign filter hold payments in To sign only, however the platform takes the filter",
  PLATFORM,
  async ({ page }) => {
    await opsUser(page);
    const waiting = await toSign();
    const done = await payment({ status: "Completed" });
    const signed = await payment({ status: "Signed" });
    await page.goto("/approvals");
    await expect(row(page, waiting)).toBeVisible();
    for (const other of [done, signed]) await expect(row(page, other)).toHaveCount(0);
    // A platform without a status list (the strict profile) gives no id for To sign: Countersign says it
    // keeps only the payments in To sign itself. With the list, the platform applies the filter: no notice.
    const notices = page.getByTestId("payment-notice");
    if (e2eProfile() === "strict")
      await expect(notices.and(page.locator('[data-kind="named_here"]'))).toContainText(
        "Countersign applied the Status filter itself, by name",
      );
    else await expect(notices).toHaveCount(0);

    for (const [id, rows] of [
      [waiting, 1],
      [done, 0],
    ] as const) {
      await page.goto(`/payments?status=TO_SIGN&id=${id}`);
      await expect(
        page.getByRole("table", { name: "Payments" }).or(page.getByTestId("empty-state")),
      ).toBeVisible();
      await expect(page.locator(`[data-testid="payment-row"][data-payment-id="${id}"]`)).toHaveCount(rows);
    }
  },
);
