import { expect, test } from "@playwright/test";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { gotoHydrated } from "./fixtures/hydrated";
import { signIn, signInAs } from "./fixtures/sign-in";

test("five failed sign-ins lock the account for 15 minutes, audited, until an admin unlocks it", async ({
  page,
  browser,
}) => {
  const user = await createUser(["finance_ops"]);
  for (let i = 1; i <= 4; i++) {
    await signIn(page, user.email, "wrong-password");
    await expect(page.getByTestId("sign-in-error")).toHaveText(/Email or password is incorrect/);
  }
  await signIn(page, user.email, "wrong-password");
  await expect(page.getByTestId("sign-in-error")).toHaveText(/locked after 5 failed sign-ins/);

  // Even the right password is refused while locked.
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("sign-in-error")).toHaveText(/locked/);
  await expect(page).toHaveURL(/\/login/);

  const failures = await auditRows({ action: "auth.sign_in", actorEmail: user.email });
  expect(failures.map((r) => r.outcome)).toEqual([
    "failure",
    "failure",
    "failure",
    "failure",
    "failure",
    "denied",
  ]);
  const lockouts = await auditRows({ action: "auth.lockout", actorEmail: user.email });
  expect(lockouts).toHaveLength(1);
  expect(lockouts[0]!.detail).toMatchObject({ failedSignIns: 5, minutes: 15 });

  // An administrator unlocks it from Settings; the owner can then sign in.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, SEEDED.admin, SEEDED_PASSWORD);
  await gotoHydrated(admin, "/settings");
  const row = admin.getByTestId(`user-row-${user.email}`);
  await expect(row).toContainText("Locked until");
  await row.getByRole("button", { name: `Unlock ${user.email}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Unlock" }).click();
  await expect(admin.getByTestId("users-message")).toHaveText(`${user.email} unlocked.`);
  await expect(row).toContainText("Active");
  await adminContext.close();

  await signInAs(page, user.email, user.password);
  expect(await auditRows({ action: "user.unlock", target: `user:${user.email}` })).toHaveLength(1);
});

test("a disabled user cannot sign in, and an open session stops working", async ({ page, browser }) => {
  const user = await createUser(["compliance"]);
  await signInAs(page, user.email, user.password);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, SEEDED.admin, SEEDED_PASSWORD);
  await gotoHydrated(admin, "/settings");
  await admin.getByRole("button", { name: `Disable ${user.email}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
  await expect(admin.getByTestId("users-message")).toHaveText(`${user.email} disabled.`);
  await adminContext.close();

  await page.goto("/audit");
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("sign-in-error")).toHaveText(/disabled/);
});
