import { expect, test, type Page } from "@playwright/test";
import { opsUser, row, runRow, toSign } from "./fixtures/approvals";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { ageStepUp, auditRows, createUser, failedSignIns } from "./fixtures/users";
import { gotoHydrated } from "./fixtures/hydrated";

// Step-up before moving money (README, Security → Step-up): a session whose last password check is older
// than STEP_UP_MINUTES is asked for it in place, and what the person entered is sent once it passes.

const stepUp = (page: Page) => page.getByRole("dialog", { name: "Confirm it is you" });

test(
  "a stale check: approving asks for the password in place; a wrong one is refused and counted, the right one sends the approval",
  PLATFORM,
  async ({ page }) => {
    const user = await opsUser(page);
    await page.goto("/approvals");
    // The new payment reaches the queue through the live stream, so it must be connected first.
    await expect(page.getByTestId("live-indicator")).toHaveText("Live");
    const id = await toSign({ amount: 4_200 });
    await expect(row(page, id)).toBeVisible({ timeout: 15_000 });
    await ageStepUp(user.email, 16);

    await row(page, id)
      .getByRole("checkbox", { name: `Select payment ${id}` })
      .check();
    await page.getByTestId("approve-selected").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve payment" }).click();

    const dialog = stepUp(page);
    const password = dialog.getByLabel("Password");
    await expect(password).toBeFocused();
    await password.fill("not my password");
    await password.press("Enter");
    await expect(dialog).toContainText("The password is not right.");
    expect(await failedSignIns(user.email)).toBe(1);

    await password.fill(user.password);
    await password.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(runRow(page, id)).toHaveAttribute("data-outcome", "approved");
    expect(await failedSignIns(user.email)).toBe(0);
    expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual([
      expect.objectContaining({
        target: "action:approvePayments",
        detail: expect.objectContaining({ reason: "step_up_required" }),
      }),
    ]);
    const checks = await auditRows({ action: "auth.step_up", actorEmail: user.email });
    expect(checks.map((c) => c.outcome)).toEqual(["failure", "success"]);
  },
);

test("Escape goes back to the form with its input intact; confirming then sends it", async ({ page }) => {
  const admin = await createUser(["admin"]);
  await signInAs(page, admin.email, admin.password);
  await gotoHydrated(page, "/settings");
  await ageStepUp(admin.email, 16);
  const email = `e2e-stepup-${Date.now()}@example.com`;
  await page.getByRole("button", { name: "Add a user" }).click();
  const form = page.getByRole("dialog", { name: "Add a user" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Name").fill("Sam Step");
  await form.getByRole("checkbox", { name: /^Manager/ }).check();
  await form.getByLabel("Initial password", { exact: true }).fill("a long initial password");
  await form.getByLabel("Initial password again").fill("a long initial password");
  await form.getByRole("button", { name: "Add user" }).click();

  await expect(stepUp(page).getByLabel("Password")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(stepUp(page)).toBeHidden();
  await expect(form.getByLabel("Email")).toHaveValue(email);

  await form.getByRole("button", { name: "Add user" }).click();
  await stepUp(page).getByLabel("Password").fill(admin.password);
  await stepUp(page).getByRole("button", { name: "Confirm" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId(`user-row-${email}`)).toContainText("Sam Step");
});
