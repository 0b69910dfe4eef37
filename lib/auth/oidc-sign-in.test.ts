import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { signInWithOidc, type TOidcIdentity } from "./oidc-sign-in";

describe("signInWithOidc", () => {
  const test = withAppTestDatabase();
  let n = 0;
  const identity = (over: Partial<TOidcIdentity> = {}): TOidcIdentity => {
    n += 1;
    return {
      subject: `sub-${n}-${Date.now()}`,
      email: `sso-${n}-${Date.now()}@example.com`,
      emailVerified: true,
      name: "Sam",
      roles: ["finance_ops"],
      ...over,
    };
  };
  const user = (email: string) => test.db.user.findUnique({ where: { email } });

  it("creates the user at first sign-in, tied to the subject, without a password", async () => {
    const id = identity();
    const outcome = await signInWithOidc(id);
    expect(outcome).toMatchObject({ ok: true });
    expect(await user(id.email!)).toMatchObject({
      ssoSubject: id.subject,
      passwordHash: null,
      roles: ["finance_ops"],
    });
  });

  it("follows the subject, not the email, and takes roles from the provider each time", async () => {
    const first = identity();
    await signInWithOidc(first);
    const again = await signInWithOidc({
      ...first,
      email: "renamed@example.com",
      roles: ["compliance", "manager"],
    });
    expect(again).toMatchObject({ ok: true });
    expect(await user(first.email!)).toMatchObject({ roles: ["compliance", "manager"] });
    expect(await user("renamed@example.com")).toBeNull();
  });

  it("never hands a password account to SSO", async () => {
    const email = `pw-${Date.now()}@example.com`;
    await test.db.user.create({
      data: { email, name: "Admin", roles: ["admin"], passwordHash: "scrypt$1$1$1$x$y" },
    });
    expect(await signInWithOidc(identity({ email, roles: ["admin"] }))).toEqual({
      ok: false,
      reason: "password_account",
    });
    expect(await user(email)).toMatchObject({ ssoSubject: null, passwordHash: "scrypt$1$1$1$x$y" });
  });

  it("refuses an SSO account that another subject owns", async () => {
    const owner = identity();
    await signInWithOidc(owner);
    expect(await signInWithOidc(identity({ email: owner.email }))).toEqual({
      ok: false,
      reason: "other_subject",
    });
  });

  it("refuses a disabled user without changing the account", async () => {
    const id = identity();
    await signInWithOidc(id);
    await test.db.user.update({ where: { email: id.email! }, data: { disabled: true } });
    const before = await user(id.email!);
    expect(await signInWithOidc({ ...id, roles: ["admin"], name: "Changed" })).toEqual({
      ok: false,
      reason: "disabled",
    });
    expect(await user(id.email!)).toEqual(before);
  });

  it("refuses no email, an unverified email and no roles, and audits each", async () => {
    expect(await signInWithOidc(identity({ email: null }))).toEqual({ ok: false, reason: "no_email" });
    expect(await signInWithOidc(identity({ emailVerified: false }))).toEqual({
      ok: false,
      reason: "email_unverified",
    });
    const noRoles = identity({ roles: [] });
    expect(await signInWithOidc(noRoles)).toEqual({ ok: false, reason: "no_roles" });
    expect(await user(noRoles.email!)).toBeNull();
    const rows = await test.db.auditEvent.findMany({ where: { actorEmail: noRoles.email } });
    expect(rows).toMatchObject([
      { action: "auth.sign_in", outcome: "denied", detail: { method: "oidc", reason: "no_roles" } },
    ]);
  });
});
