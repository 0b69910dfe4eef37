import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import {
  decisionRow,
  failNextAnswers,
  instantInbound,
  instantPayment,
  instantRow,
  openQueue,
  opsUser,
  toastWith,
} from "./fixtures/instant";
import { auditRows } from "./fixtures/users";

// The Instant confirmations page against the sandbox (manual mode: 5 seconds of real time, then the
// platform rejects with AB05). Tests run two at a time on one sandbox and one database, so each makes its
// own payments, finds them by id, and never touches the sandbox's features or clock. No rule set saved by
// e2e/confirmation-rules.spec.ts matches these payments (its rules match only its own end-to-end ids).
// Run by both projects: the strict sandbox announces the payments as PAYMENT_STATUS "Pending
// confirmation", the default one with its PENDING_CONFIRMATION kind.

test(
  "a person accepts: the row arrives live, accept is armed then sent, the outcome and the history follow",
  PLATFORM,
  async ({ page }) => {
    const user = await opsUser(page);
    await openQueue(page);
    const p = await instantInbound({ amount: 123_456 });
    const r = instantRow(page, p.id);
    await expect(r).toBeVisible({ timeout: 4_000 }); // webhook → "instant" → refetch, inside the window
    await expect(r).toContainText("1,234.56 EUR");
    await expect(r).toContainText(p.endToEndId);
    await expect(r.getByTestId("phase")).toContainText("Waiting");
    // Tenths of a second; under 2 s the screen reader also hears "left, hurry" (a slow machine got there).
    await expect(r.getByTestId("countdown")).toHaveText(/^[0-4]\.\d s( left, hurry)?$/);

    await r.getByRole("button", { name: `Accept payment ${p.id}…` }).click();
    await expect(r.getByTestId("armed")).toContainText("Accept 1,234.56 EUR?");
    await r.getByRole("button", { name: `Confirm: accept payment ${p.id} for 1,234.56 EUR` }).click();
    await expect(toastWith(page, `Payment ${p.id} accepted`)).toBeVisible();

    // The platform's outcome arrives by webhook and settles the row where it stood.
    await expect(r).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
    await expect(r.getByTestId("phase")).toContainText(/Accepted|Completed/);
    await expect(r.getByTestId("decided-by")).toHaveText(`Accept, by user ${user.email}`);
    await expect(r.getByRole("button", { name: `Accept payment ${p.id}…` })).toBeDisabled();
    expect((await instantPayment(p.id)).internal.confirmation).toMatchObject({
      decision: "ACCEPT",
      by: "response",
    });

    await page.getByRole("link", { name: "Decisions" }).click();
    await expect(page).toHaveURL(/\?view=decisions$/);
    const d = decisionRow(page, p.id);
    await expect(d.getByTestId("source")).toHaveText(`user ${user.email}`);
    await expect(d.getByTestId("decision")).toHaveText("Accept");
    await expect(d.getByTestId("outcome")).toContainText(/Accepted|Completed/);
    await expect(d.getByTestId("latency")).toHaveText(/^\d+ ms$/);
    await expect(d).toContainText(/UTC|GMT/); // times carry their zone

    // The filter lives in the URL; a person's decision is not the fallback's.
    await page.getByLabel("Decided by").selectOption("user");
    await expect(page).toHaveURL(/source=user/);
    await expect(decisionRow(page, p.id)).toBeVisible();
    await page.getByLabel("Decided by").selectOption("fallback");
    await expect(page).toHaveURL(/source=fallback/);
    // Loaded (rows of other tests' fallbacks, or none yet), and ours is not among them.
    await expect(page.getByTestId("decision-row").or(page.getByTestId("empty-state")).first()).toBeVisible();
    await expect(decisionRow(page, p.id)).toHaveCount(0);
    await page.goBack();
    await expect(decisionRow(page, p.id)).toBeVisible();

    expect(
      await auditRows({ action: "instant.decide", actorEmail: user.email, target: `payment:${p.id}` }),
    ).toEqual([expect.objectContaining({ outcome: "success" })]);
  },
);

test(
  "an answer whose first try got a 500 is sent again and taken; the row and the history show both tries",
  PLATFORM,
  async ({ page }) => {
    const user = await opsUser(page);
    await openQueue(page);
    const p = await instantInbound({ amount: 50_000 });
    const r = instantRow(page, p.id);
    await expect(r).toBeVisible({ timeout: 4_000 });
    await failNextAnswers(p.id, 1); // the answer's first try
    await r.getByRole("button", { name: `Accept payment ${p.id}…` }).click();
    await r.getByRole("button", { name: `Confirm: accept payment ${p.id} for 500.00 EUR` }).click();

    const tries =
      /^The platform answered 500 \(INTERNAL_ERROR\) in \d+ ms; sent again 50 ms later: taken in \d+ ms\.$/;
    await expect(toastWith(page, `Payment ${p.id} accepted`)).toContainText("The platform answered 500");
    await expect(r.getByTestId("answer-attempts")).toHaveText(tries);
    await expect(r).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
    await expect(r.getByTestId("phase")).toContainText(/Accepted|Completed/);
    await expect(r.getByTestId("phase")).not.toContainText("platform fallback");
    expect((await instantPayment(p.id)).internal.confirmation).toMatchObject({
      decision: "ACCEPT",
      by: "response",
    });

    await page.goto("/instant?view=decisions&source=user");
    const d = decisionRow(page, p.id);
    await expect(d.getByTestId("answer-attempts")).toHaveText(tries);
    await expect(d.getByTestId("outcome")).toContainText(/Accepted|Completed/);
    await expect(d).not.toContainText("No reply");
    const audits = await auditRows({
      action: "instant.decide",
      actorEmail: user.email,
      target: `payment:${p.id}`,
    });
    expect(audits).toEqual([expect.objectContaining({ outcome: "success" })]);
    expect(audits[0]!.detail!.attempts).toEqual([
      expect.objectContaining({ outcome: "server_error", httpStatus: 500, code: "INTERNAL_ERROR" }),
      expect.objectContaining({ outcome: "taken", afterMs: 50 }),
    ]);
  },
);

test(
  "a person rejects with a reason picked in words: the platform rejects with that code",
  PLATFORM,
  async ({ page }) => {
    const user = await opsUser(page);
    await openQueue(page);
    const p = await instantInbound();
    const r = instantRow(page, p.id);
    await expect(r).toBeVisible({ timeout: 4_000 });

    await r.getByRole("button", { name: `Reject payment ${p.id}…` }).click();
    const picker = page.getByTestId("reason-picker");
    await expect(picker).toContainText(`Reject payment ${p.id} for`);
    await picker.getByLabel("Find a reason (words or code)").fill("closed");
    await expect(picker.locator("[data-reason-code]")).toHaveCount(1);
    await picker.getByRole("button", { name: /Account closed\s*AC04/ }).click();
    await expect(picker).toHaveCount(0);
    await expect(toastWith(page, `Payment ${p.id} rejected (Account closed, AC04)`)).toBeVisible();

    await expect(r).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
    await expect(r.getByTestId("phase")).toContainText("Rejected");
    await expect(r.getByTestId("decided-by")).toHaveText(`Reject: Account closed, by user ${user.email}`);
    const platform = await instantPayment(p.id);
    expect(platform).toMatchObject({ status: "Rejected", origin_reason_code: "AC04" });
    expect(platform.internal.confirmation).toMatchObject({ by: "response", reasonCode: "AC04" });

    await page.goto("/instant?view=decisions&source=user");
    await expect(decisionRow(page, p.id).getByTestId("decision")).toContainText("Reject: Account closed");
    await expect(decisionRow(page, p.id).getByTestId("decision")).toContainText("AC04");
    await expect(decisionRow(page, p.id).getByTestId("outcome")).toContainText("Rejected");
  },
);

test(
  "nobody answers: the countdown turns urgent, expires, and the platform's fallback outcome is shown",
  PLATFORM,
  async ({ page }) => {
    await opsUser(page);
    await openQueue(page);
    const p = await instantInbound();
    const r = instantRow(page, p.id);
    await expect(r).toBeVisible({ timeout: 4_000 });
    await expect(r.getByTestId("countdown")).toHaveAttribute("data-urgent", "true", { timeout: 5_000 });
    // Expired (for the few milliseconds before the platform's outcome arrives), then settled by the fallback;
    // nobody can answer it any more.
    await expect(r).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
    await expect(r.getByRole("button", { name: `Accept payment ${p.id}…` })).toBeDisabled();
    await expect(r.getByRole("button", { name: `Reject payment ${p.id}…` })).toBeDisabled();
    await expect(r.getByTestId("phase")).toContainText("Rejected");
    await expect(r.getByTestId("phase")).toContainText("platform fallback");
    expect(await instantPayment(p.id)).toMatchObject({ status: "Rejected", origin_reason_code: "AB05" });

    await page.goto("/instant?view=decisions&source=fallback");
    await expect(decisionRow(page, p.id).getByTestId("source")).toHaveText("platform fallback");
    await expect(decisionRow(page, p.id).getByTestId("outcome")).toContainText("Rejected");
    await expect(decisionRow(page, p.id).getByTestId("latency")).toHaveText("—");
  },
);
