import { expect, test } from "@playwright/test";
import { PAGES } from "../lib/auth/pages";
import { can } from "../lib/auth/permissions";
import { ROLE_LABELS, ROLES } from "../lib/auth/roles";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { signIn, signInAs } from "./fixtures/sign-in";

for (const role of ROLES) {
  test(`${role} signs in and sees exactly the pages its role allows`, async ({ page }) => {
    await signInAs(page, SEEDED[role], SEEDED_PASSWORD);
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = PAGES.filter((p) => can([role], p.permission)).map((p) => p.label);
    await expect(nav.getByRole("link")).toHaveText(expected.map((label) => new RegExp(`^${label}`)));
    await expect(page.getByTestId("user-roles")).toHaveText(ROLE_LABELS[role]);
    await expect(page.getByTestId("environment-badge")).toHaveText(/sandbox/i);
    await expect(page.getByTestId("tenant-id")).not.toBeEmpty();
  });
}

test("a wrong password is refused with a message and no session", async ({ page }) => {
  await signIn(page, SEEDED.finance_ops, "not-the-password");
  await expect(page.getByTestId("sign-in-error")).toHaveText(/Email or password is incorrect/);
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/payments");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpayments/);
});

test("an unknown email gets the same answer as a wrong password", async ({ page }) => {
  await signIn(page, "nobody-here@example.com", "whatever-password");
  await expect(page.getByTestId("sign-in-error")).toHaveText(/Email or password is incorrect/);
});

test("signing in returns to the page first asked for", async ({ page }) => {
  await page.goto("/payments?direction=INBOUND");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(SEEDED.finance_ops);
  await page.getByLabel("Password").fill(SEEDED_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/payments\?direction=INBOUND$/);
  await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
  await expect(page.getByLabel("Direction")).toHaveValue("INBOUND");
});

test("sign-out ends the session", async ({ page }) => {
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/audit");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faudit/);
  const api = await page.request.get("/api/audit/export");
  expect(api.status()).toBe(401);
});
