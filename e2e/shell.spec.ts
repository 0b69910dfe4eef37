import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test("sign-in, shell, audit, settings and the 403 page pass axe", async ({ page }) => {
      await page.goto("/login");
      await expectNoAxeViolations(page);
      await signInAs(page, SEEDED.admin, SEEDED_PASSWORD);
      await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
      for (const path of ["/", "/audit", "/settings"]) {
        await page.goto(path);
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.goto("/approvals");
      await expect(page.getByTestId("forbidden")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("the theme follows the system and can be switched", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: /Theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/); // the choice is remembered
});

test("every control of the shell is reachable and usable by keyboard", async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  await page.goto("/approvals");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

  const reached: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    reached.push(
      await page.evaluate(
        () =>
          document.activeElement?.textContent?.trim() ||
          document.activeElement?.getAttribute("aria-label") ||
          "",
      ),
    );
  }
  for (const name of ["Overview", "Approvals", "Payments", "Ledger", "Sign out"]) {
    expect(reached.some((r) => r.startsWith(name))).toBe(true);
  }
  expect(reached.some((r) => /Theme/.test(r))).toBe(true);

  // Enter on a focused link navigates.
  await page.getByRole("link", { name: /^Payments/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/payments$/);
});

test("the session cookie lasts the idle limit, not next-auth's 30 days", async ({ page }) => {
  await signInAs(page, SEEDED.compliance, SEEDED_PASSWORD);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe("Lax");
  const minutesLeft = (cookie!.expires * 1000 - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(28);
  expect(minutesLeft).toBeLessThanOrEqual(30);
});
