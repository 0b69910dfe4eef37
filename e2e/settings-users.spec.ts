import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { auditRows, createSsoUser, createUser, userRow } from "./fixtures/users";
import { signInAs } from "./fixtures/sign-in";
import { gotoHydrated, reloadHydrated } from "./fixtures/hydrated";

// Adding password accounts and changing roles on Settings. Every test signs in as an administrator of its
// own (never the seeded one), so no test can demote the account another test relies on.

const ACTIONS = "lib/actions/users.ts";
const newEmail = () => `e2e-new-${randomUUID().slice(0, 8)}@example.com`;

async function asNewAdmin(page: Page) {
  const admin = await createUser(["admin"]);
  await signInAs(page, admin.email, admin.password);
  await gotoHydrated(page, "/settings");
  return admin;
}

function addUserForm(page: Page) {
  return page.getByRole("dialog", { name: "Add a user" });
}

async function fillAddUser(
  page: Page,
  v: { email: string; name: string; roles: RegExp[]; password: string; again?: string },
) {
  await page.getByRole("button", { name: "Add a user" }).click();
  const form = addUserForm(page);
  await form.getByLabel("Email").fill(v.email);
  await form.getByLabel("Name").fill(v.name);
  for (const role of v.roles) await form.getByRole("checkbox", { name: role }).check();
  await form.getByLabel("Initial password", { exact: true }).fill(v.password);
  await form.getByLabel("Initial password again").fill(v.again ?? v.password);
  return form;
}

test("an admin adds a user who signs in with that password; a role change shows on their next page load", async ({
  page,
  browser,
}) => {
  const admin = await asNewAdmin(page);
  const email = newEmail();
  const password = "handed over in person";
  const form = await fillAddUser(page, {
    email: email.toUpperCase(),
    name: "  Casey Compliance ",
    roles: [/^Compliance/],
    password,
  });
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId(`user-row-${email}`);
  await expect(row).toContainText("Casey Compliance");
  await expect(row).toContainText("Compliance");
  expect(await auditRows({ action: "user.create", target: `user:${email}` })).toEqual([
    expect.objectContaining({
      outcome: "success",
      actor_email: admin.email,
      detail: expect.objectContaining({ roles: ["compliance"] }),
    }),
  ]);
  expect(JSON.stringify(await auditRows({ action: "user.create", target: `user:${email}` }))).not.toContain(
    password,
  );

  // The new user signs in with the initial password and sees their role's pages.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signInAs(user, email, password);
  const nav = user.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Restriction orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Approvals" })).toHaveCount(0);

  // The admin swaps Compliance for Finance ops, confirming what is added and removed.
  await row.getByRole("button", { name: `Edit roles of ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Roles of Casey Compliance" });
  await dialog.getByRole("checkbox", { name: /^Compliance/ }).uncheck();
  await dialog.getByRole("checkbox", { name: /^Finance ops/ }).check();
  await dialog.getByRole("button", { name: "Review the change" }).click();
  const confirm = page.getByRole("dialog", { name: `Change the roles of ${email}?` });
  await expect(confirm.getByTestId("roles-change")).toContainText("AddsFinance ops");
  await expect(confirm.getByTestId("roles-change")).toContainText("RemovesCompliance");
  await confirm.getByRole("button", { name: "Change roles" }).click();
  await expect(page.getByTestId("users-message")).toHaveText(`Roles of ${email} changed to Finance ops.`);
  await expect(row).toContainText("Finance ops");
  expect(await auditRows({ action: "user.roles", target: `user:${email}` })).toEqual([
    expect.objectContaining({
      outcome: "success",
      actor_email: admin.email,
      detail: { before: ["compliance"], after: ["finance_ops"] },
    }),
  ]);

  // Still signed in; the next page load has the new navigation and the old pages answer 403.
  await user.reload();
  await expect(nav.getByRole("link", { name: "Approvals" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Restriction orders" })).toHaveCount(0);
  expect((await user.goto("/restriction-orders"))?.status()).toBe(403);
  await userContext.close();
});

test("bad input is answered on each field, and a taken email on the email field", async ({ page }) => {
  await asNewAdmin(page);
  await page.getByRole("button", { name: "Add a user" }).click();
  const form = addUserForm(page);
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter an email address.");
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Enter the person's name.");
  await expect(form.getByRole("group", { name: "Roles" })).toHaveAccessibleDescription(
    "Choose at least one role.",
  );

  await form.getByLabel("Email").fill("not an email");
  await form.getByLabel("Initial password", { exact: true }).fill("too short");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/valid email address/);
  await expect(form.getByLabel("Initial password", { exact: true })).toHaveAccessibleDescription(
    /needs at least 12 characters/,
  );
  await form.getByRole("button", { name: "Cancel" }).click();

  for (const existing of [(await createUser(["manager"])).email, (await createSsoUser(["manager"])).email]) {
    const again = await fillAddUser(page, {
      email: existing,
      name: "Someone Else",
      roles: [/^Manager/],
      password: "a long enough password",
      again: "a long enough password",
    });
    await again.getByRole("button", { name: "Add user" }).click();
    await expect(again.getByLabel("Email")).toHaveAccessibleDescription(/already exists/);
    await expect(again).toBeVisible();
    expect((await userRow(existing))?.name).not.toBe("Someone Else");
    await again.getByRole("button", { name: "Cancel" }).click();
  }

  const mismatch = await fillAddUser(page, {
    email: newEmail(),
    name: "Pat",
    roles: [/^Manager/],
    password: "a long enough password",
    again: "a long enough passworD",
  });
  await mismatch.getByRole("button", { name: "Add user" }).click();
  await expect(mismatch.getByLabel("Initial password again")).toHaveAccessibleDescription(
    /two passwords differ/,
  );
});

test("SSO accounts keep the identity provider's roles; an admin keeps their own admin role", async ({
  page,
}) => {
  const admin = await asNewAdmin(page);
  const sso = await createSsoUser(["compliance"]);
  await reloadHydrated(page);
  const ssoRow = page.getByTestId(`user-row-${sso.email}`);
  await expect(ssoRow.getByTestId("roles-from-sso")).toHaveText(
    "Roles from SSO: the identity provider sets them at every sign-in",
  );
  await expect(ssoRow.getByRole("button", { name: /Edit roles/ })).toHaveCount(0);

  // The server refuses it too, whatever the page offers.
  const id = serverActionId("setUserRolesAction", ACTIONS);
  const res = await callServerAction(page.request, "/settings", id, [{ userId: sso.id, roles: ["admin"] }]);
  expect(res.body).toContain("identity provider");
  expect((await userRow(sso.email))?.roles).toEqual(["compliance"]);

  await page
    .getByTestId(`user-row-${admin.email}`)
    .getByRole("button", { name: `Edit roles of ${admin.email}` })
    .click();
  const dialog = page.getByRole("dialog", { name: /^Roles of/ });
  await expect(dialog.getByRole("checkbox", { name: /^Admin/ })).toBeDisabled();
  await expect(dialog.getByRole("checkbox", { name: /^Admin/ })).toBeChecked();
  await expect(dialog.getByRole("button", { name: "Review the change" })).toBeDisabled();
  // Removing it through the action directly is refused as well.
  const me = await userRow(admin.email);
  const own = await callServerAction(page.request, "/settings", id, [{ userId: me!.id, roles: ["manager"] }]);
  expect(own.body).toContain("your own admin role");
  expect((await userRow(admin.email))?.roles).toEqual(["admin"]);
});

test("a non-admin gets 403 on Settings and the user actions refuse", async ({ page }) => {
  const user = await createUser(["finance_ops", "compliance", "manager"]);
  const victim = await createUser(["compliance"]);
  await signInAs(page, user.email, user.password);
  expect((await page.goto("/settings"))?.status()).toBe(403);

  const email = newEmail();
  const create = await callServerAction(
    page.request,
    "/settings",
    serverActionId("createUserAction", ACTIONS),
    [
      {
        email,
        name: "Mallory",
        roles: ["admin"],
        password: "a long enough password",
        passwordConfirm: "a long enough password",
      },
    ],
  );
  expect(create.body).toContain('"code":"forbidden"');
  expect(await userRow(email)).toBeNull();

  const victimRow = await userRow(victim.email);
  const roles = await callServerAction(
    page.request,
    "/settings",
    serverActionId("setUserRolesAction", ACTIONS),
    [{ userId: victimRow!.id, roles: ["admin"] }],
  );
  expect(roles.body).toContain('"code":"forbidden"');
  expect((await userRow(victim.email))?.roles).toEqual(["compliance"]);
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: "action:createUser" }),
      expect.objectContaining({ target: "action:setUserRoles" }),
    ]),
  );
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the add-user form with errors and the roles dialog pass axe in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const admin = await asNewAdmin(page);
    await page.getByRole("button", { name: "Add a user" }).click();
    const form = addUserForm(page);
    await form.getByLabel("Email").fill("nope");
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/valid email address/);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: `Edit roles of ${admin.email}` }).click();
    const dialog = page.getByRole("dialog", { name: /^Roles of/ });
    await dialog.getByRole("checkbox", { name: /^Manager/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Review the change" }).click();
    await expect(page.getByRole("dialog", { name: /^Change the roles of/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
