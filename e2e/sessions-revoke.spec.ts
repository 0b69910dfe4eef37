import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { auditRows, createUser } from "./fixtures/users";
import { signInAs } from "./fixtures/sign-in";
import { gotoHydrated } from "./fixtures/hydrated";

// Issue 14, finding 3: a session cookie copied before sign-out still read /api/overview. Sessions are now
// stored, and ending one refuses every copy of its cookie on the next request.

const isSessionCookie = (c: { name: string }) => c.name.endsWith("next-auth.session-token");

/** Another browser holding a copy of `from`'s session cookie, as a thief would. */
async function copyOfSession(browser: Browser, from: BrowserContext) {
  const copy = await browser.newContext();
  await copy.addCookies((await from.cookies()).filter(isSessionCookie));
  return copy;
}

test("sign-out ends that session for every copy of its cookie; sign out everywhere ends the others", async ({
  page,
  browser,
}) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const copy = await copyOfSession(browser, page.context());
  expect((await copy.request.get("/api/overview")).status()).toBe(200);
  const other = await (await browser.newContext()).newPage(); // the same person in a second browser
  await signInAs(other, user.email, user.password);
  const otherCopy = await copyOfSession(browser, other.context());
  const third = await (await browser.newContext()).newPage(); // and a third, that the user ends from the list
  await signInAs(third, user.email, user.password);

  // "Your sessions" (ASVS 3.3.4): reached from the menu, this session marked, another one ended by keyboard.
  await page.getByRole("button", { name: /^E2E finance_ops/ }).click();
  await page.getByRole("menuitem", { name: "Your sessions" }).click();
  await expect(page).toHaveURL(/\/account\/sessions$/);
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText(
    "This session",
  );
  await expect(rows.first()).toContainText(/UTC|GMT|[+-]\d/); // times carry their zone
  await rows
    .first()
    .getByRole("button", { name: /^End the session/ })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("sessions-message")).toHaveText("Session ended.");
  await expect(rows).toHaveCount(2);
  expect((await third.request.get("/api/overview")).status()).toBe(401);
  expect((await otherCopy.request.get("/api/overview")).status()).toBe(200);
  expect(await auditRows({ action: "auth.end_session", actorEmail: user.email })).toEqual([
    expect.objectContaining({ outcome: "success" }),
  ]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await copy.request.get("/api/overview")).status()).toBe(401);
  const copyPage = await copy.newPage();
  await copyPage.goto("/payments");
  await expect(copyPage).toHaveURL(/\/login\?callbackUrl=%2Fpayments/);
  expect((await otherCopy.request.get("/api/overview")).status()).toBe(200); // only that session ended

  await other.getByRole("button", { name: /^E2E finance_ops/ }).click();
  await other.getByRole("menuitem", { name: "Sign out everywhere" }).click();
  await expect(other).toHaveURL(/\/login/);
  expect((await otherCopy.request.get("/api/overview")).status()).toBe(401);
  expect(await auditRows({ action: "auth.sign_out_everywhere", actorEmail: user.email })).toEqual([
    expect.objectContaining({ outcome: "success", detail: { sessionsEnded: 1 } }),
  ]);
  for (const c of [copy, otherCopy, other.context(), third.context()]) await c.close();
});

test("an admin ends another user's sessions from Settings; the user's open page goes to sign-in", async ({
  page,
  browser,
}) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  await page.goto("/payments");
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminUser = await createUser(["admin"]);
  await signInAs(admin, adminUser.email, adminUser.password);
  await gotoHydrated(admin, "/settings");
  await admin.getByRole("button", { name: `End sessions of ${user.email}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "End sessions" }).click();
  await expect(admin.getByTestId("users-message")).toHaveText(`1 session of ${user.email} ended.`);
  expect(await auditRows({ action: "user.end_sessions", target: `user:${user.email}` })).toEqual([
    expect.objectContaining({ actor_email: adminUser.email, detail: { sessionsEnded: 1 } }),
  ]);
  await adminContext.close();

  // The live stream tells the open page at once; any request of its own would be refused anyway.
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpayments/);
  expect((await page.request.get("/api/overview")).status()).toBe(401);
});
