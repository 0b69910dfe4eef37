import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { PAGES } from "../lib/auth/client-safe/pages";
import { can } from "../lib/auth/client-safe/permissions";
import { ROLE_LABELS, type TRole } from "../lib/auth/client-safe/roles";
import { e2eEnv } from "./fixtures/e2e-env";
import { auditRows, SEEDED, setUserDisabled, userRow } from "./fixtures/users";

// Single sign-on against the fake issuer scripts/e2e-server.ts starts: roles arrive in `realm_access.roles`
// as IdP groups, mapped by OIDC_ROLE_MAP (cs-ops → finance_ops, cs-compliance → compliance).

const ssoEmail = () => `sso-${randomUUID().slice(0, 8)}@example.com`;

/** Goes through the whole redirect dance: the app, the IdP's form, and back to the app's callback. */
async function signInWithSso(page: Page, who: { email: string; name?: string; groups: string[] }) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Test IdP" }).click();
  await expect(page).toHaveURL((url) => url.origin === e2eEnv().OIDC_ISSUER && url.pathname === "/authorize");
  await expect(page.getByRole("heading", { name: "Sign in to the test identity provider" })).toBeVisible();
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Name").fill(who.name ?? "SSO Tester");
  await page.getByLabel("Roles").fill(who.groups.join(","));
  await page.getByRole("button", { name: "Submit" }).click();
}

async function expectShellFor(page: Page, roles: TRole[]) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  const expected = PAGES.filter((p) => can(roles, p.permission)).map((p) => p.label);
  await expect(nav.getByRole("link")).toHaveText(expected.map((label) => new RegExp(`^${label}`)));
  await expect(page.getByTestId("user-roles")).toHaveText(roles.map((r) => ROLE_LABELS[r]).join(", "));
}

const refused = /no Countersign role/;

test("a new SSO user with a mapped group gets a local account without a password, audited", async ({
  page,
}) => {
  const email = ssoEmail();
  await signInWithSso(page, { email, name: "Olga Ops", groups: ["cs-ops", "some-other-group"] });
  await expectShellFor(page, ["finance_ops"]);
  await expect(page.getByTestId("user-name")).toHaveText("Olga Ops");

  const user = await userRow(email);
  expect(user).toMatchObject({
    name: "Olga Ops",
    password_hash: null,
    roles: ["finance_ops"],
    disabled: false,
  });
  expect(await auditRows({ action: "auth.sign_in", actorEmail: email })).toEqual([
    expect.objectContaining({
      outcome: "success",
      detail: expect.objectContaining({ method: "oidc", roles: ["finance_ops"], created: true }),
    }),
  ]);
});

test("a profile whose groups map to no role is refused, creates no user, and is audited", async ({
  page,
}) => {
  const email = ssoEmail();
  await signInWithSso(page, { email, groups: ["finance_ops", "cs-unknown"] }); // only mapped values count
  await expect(page).toHaveURL(/\/login\?error=AccessDenied/);
  await expect(page.getByTestId("sign-in-error")).toHaveText(refused);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  expect(await userRow(email)).toBeNull();
  expect(await auditRows({ action: "auth.sign_in", actorEmail: email })).toEqual([
    expect.objectContaining({
      outcome: "denied",
      detail: expect.objectContaining({ method: "oidc", reason: "no_roles" }),
    }),
  ]);
});

test("each SSO sign-in takes the roles from the IdP again", async ({ page }) => {
  const email = ssoEmail();
  await signInWithSso(page, { email, groups: ["cs-ops"] });
  await expectShellFor(page, ["finance_ops"]);
  const first = await userRow(email);

  await page.context().clearCookies();
  await signInWithSso(page, { email, groups: ["cs-compliance"] });
  await expectShellFor(page, ["compliance"]);
  expect(await userRow(email)).toMatchObject({ id: first!.id, roles: ["compliance"], password_hash: null });

  await page.context().clearCookies();
  await signInWithSso(page, { email, groups: ["cs-compliance", "cs-ops"] });
  await expectShellFor(page, ["compliance", "finance_ops"]);
  expect((await userRow(email))!.roles).toEqual(["compliance", "finance_ops"]);
  const rows = await auditRows({ action: "auth.sign_in", actorEmail: email });
  expect(rows.map((r) => [r.outcome, (r.detail as { roles: TRole[] }).roles])).toEqual([
    ["success", ["finance_ops"]],
    ["success", ["compliance"]],
    ["success", ["compliance", "finance_ops"]],
  ]);
});

test("a disabled SSO user loses the open session and is refused at the next SSO sign-in", async ({
  page,
}) => {
  const email = ssoEmail();
  await signInWithSso(page, { email, groups: ["cs-ops"] });
  await expectShellFor(page, ["finance_ops"]);

  // Written straight to the database, as another instance or psql would: this instance hears of it by the
  // users trigger's NOTIFY, which PostgreSQL delivers just after the commit, so a page requested at once
  // may still be served (CI caught one). A disable from the Users page is immediate (lockout.spec.ts).
  await setUserDisabled(email);
  await expect(async () => {
    await page.goto("/payments");
    expect(new URL(page.url()).pathname).toBe("/login");
  }).toPass({ timeout: 5_000, intervals: [50] });

  await signInWithSso(page, { email, groups: ["cs-ops"] });
  await expect(page).toHaveURL(/\/login\?error=disabled/);
  await expect(page.getByTestId("sign-in-error")).toHaveText(/This account is disabled/);
  await page.goto("/payments");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpayments/);

  expect((await userRow(email))!.disabled).toBe(true);
  const rows = await auditRows({ action: "auth.sign_in", actorEmail: email });
  expect(rows.map((r) => [r.outcome, r.detail?.reason ?? null])).toEqual([
    ["success", null],
    ["denied", "disabled"],
  ]);
});

test("SSO cannot take over a password account, even with the same email", async ({ page }) => {
  await signInWithSso(page, { email: SEEDED.admin, groups: ["cs-ops"] });
  await expect(page).toHaveURL(/\/login\?error=SsoAccountConflict/);
  await expect(page.getByTestId("sign-in-error")).toHaveText(/signs in with a password/);
  const admin = await userRow(SEEDED.admin);
  expect(admin).toMatchObject({ roles: ["admin"] });
  const rows = await auditRows({ action: "auth.sign_in", actorEmail: SEEDED.admin });
  expect(rows.at(-1)).toMatchObject({
    outcome: "denied",
    detail: { method: "oidc", reason: "password_account" },
  });
});
