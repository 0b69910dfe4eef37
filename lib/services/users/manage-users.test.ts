import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { forgetUser } from "@/lib/auth/user-cache";
import { AppError } from "@/lib/errors/app-error";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { createUser } from "./create-user";
import { setUserRoles } from "./set-user-roles";

vi.mock("@/lib/auth/user-cache", () => ({ forgetUser: vi.fn() }));

describe("user management", () => {
  const test = withAppTestDatabase();
  beforeEach(() => vi.mocked(forgetUser).mockClear());

  const email = () => `u-${randomUUID().slice(0, 8)}@example.com`;
  async function addUser(roles: TRole[], over: { sso?: boolean; disabled?: boolean } = {}) {
    return test.db.user.create({
      data: {
        email: email(),
        name: "Someone",
        roles,
        disabled: over.disabled ?? false,
        passwordHash: over.sso ? null : "scrypt$1$1$1$x$y",
        ssoSubject: over.sso ? `sub-${randomUUID()}` : null,
      },
    });
  }
  const actorOf = (u: { id: string; email: string }) => ({
    user: { id: u.id, email: u.email },
    requestId: "req-1",
    ip: "127.0.0.1",
  });
  const rolesOf = async (id: string) => (await test.db.user.findUniqueOrThrow({ where: { id } })).roles;
  const audit = (action: string, target: string) =>
    test.db.auditEvent.findMany({ where: { action, target }, orderBy: { id: "asc" } });
  /** Leaves `keep` as the only enabled administrators of this database. */
  const onlyAdmins = (...keep: string[]) =>
    test.db.user.updateMany({
      where: { id: { notIn: keep }, roles: { has: "admin" } },
      data: { disabled: true },
    });

  describe("createUser", () => {
    const input = (over: Partial<Parameters<typeof createUser>[0]> = {}) => ({
      email: email(),
      name: "New Person",
      roles: ["compliance", "manager"] as TRole[],
      password: "a long initial password",
      passwordConfirm: "a long initial password",
      ...over,
    });

    it("creates a password account with a hash of the password, and audits it without the password", async () => {
      const admin = await addUser(["admin"]);
      const i = input();
      const result = await createUser(i, actorOf(admin));
      expect(result).toEqual({ outcome: "created", user: { id: expect.any(String), email: i.email } });
      const row = await test.db.user.findUniqueOrThrow({ where: { email: i.email } });
      expect(row).toMatchObject({ name: "New Person", roles: ["compliance", "manager"], ssoSubject: null });
      expect(await verifyPassword(i.password, row.passwordHash!)).toBe(true);
      const rows = await audit("user.create", `user:${i.email}`);
      expect(rows).toMatchObject([
        { outcome: "success", actorEmail: admin.email, detail: { roles: ["compliance", "manager"] } },
      ]);
      expect(JSON.stringify(rows[0]!.detail)).not.toContain(i.password);
    });

    it("answers an email that exists (password or SSO, any case) on the email field", async () => {
      const admin = await addUser(["admin"]);
      for (const existing of [await addUser(["manager"]), await addUser(["compliance"], { sso: true })]) {
        const result = createUser(input({ email: existing.email.toUpperCase() }), actorOf(admin));
        await expect(result).rejects.toBeInstanceOf(AppError);
        await expect(result).rejects.toMatchObject({
          code: "invalid_input",
          fieldErrors: { email: expect.stringMatching(/already exists/) },
        });
        expect(await audit("user.create", `user:${existing.email}`)).toEqual([]);
      }
    });

    it("lets the unique index decide two creations of the same email at once", async () => {
      const admin = await addUser(["admin"]);
      const i = input();
      const results = await Promise.allSettled([
        createUser(i, actorOf(admin)),
        createUser(i, actorOf(admin)),
      ]);
      const answers = results.map((r) => (r.status === "fulfilled" ? r.value.outcome : r.reason.code));
      expect(answers.sort()).toEqual(["created", "invalid_input"]);
      expect(await test.db.user.count({ where: { email: i.email } })).toBe(1);
    });
  });

  describe("setUserRoles", () => {
    it("changes a password account's roles, audits before and after, and drops the cached row", async () => {
      const admin = await addUser(["admin"]);
      const user = await addUser(["finance_ops"]);
      expect(await setUserRoles(user.id, ["compliance", "manager"], actorOf(admin))).toEqual({
        changed: true,
        roles: ["compliance", "manager"],
      });
      expect(await rolesOf(user.id)).toEqual(["compliance", "manager"]);
      expect(forgetUser).toHaveBeenCalledWith(user.id);
      expect(await audit("user.roles", `user:${user.email}`)).toMatchObject([
        {
          outcome: "success",
          actorEmail: admin.email,
          detail: { before: ["finance_ops"], after: ["compliance", "manager"] },
        },
      ]);
    });

    it("writes nothing when the roles are the same", async () => {
      const admin = await addUser(["admin"]);
      const user = await addUser(["manager"]);
      expect(await setUserRoles(user.id, ["manager"], actorOf(admin))).toEqual({
        changed: false,
        roles: ["manager"],
      });
      expect(forgetUser).not.toHaveBeenCalled();
      expect(await audit("user.roles", `user:${user.email}`)).toEqual([]);
    });

    it("refuses an SSO account: the identity provider sets its roles", async () => {
      const admin = await addUser(["admin"]);
      const sso = await addUser(["finance_ops"], { sso: true });
      await expect(setUserRoles(sso.id, ["admin"], actorOf(admin))).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/identity provider/),
      });
      expect(await rolesOf(sso.id)).toEqual(["finance_ops"]);
      expect(forgetUser).not.toHaveBeenCalled();
      expect(await audit("user.roles", `user:${sso.email}`)).toMatchObject([
        { outcome: "failure", detail: { reason: "sso_account", requested: ["admin"] } },
      ]);
    });

    it("refuses an admin removing their own admin role, but lets them change the others", async () => {
      const admin = await addUser(["admin"]);
      await addUser(["admin"]); // another enabled admin: the refusal is about oneself, not the count
      await expect(setUserRoles(admin.id, ["manager"], actorOf(admin))).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/your own admin role/),
      });
      expect(await rolesOf(admin.id)).toEqual(["admin"]);
      await setUserRoles(admin.id, ["manager", "admin"], actorOf(admin));
      expect(await rolesOf(admin.id)).toEqual(["manager", "admin"]);
    });

    it("refuses a change that would leave no enabled administrator", async () => {
      // The acting admin was disabled after the page loaded; the target is the last enabled admin.
      const stale = await addUser(["admin"]);
      const last = await addUser(["admin", "manager"]);
      await onlyAdmins(last.id);
      await expect(setUserRoles(last.id, ["manager"], actorOf(stale))).rejects.toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/no enabled administrator/),
      });
      expect(await rolesOf(last.id)).toEqual(["admin", "manager"]);
      expect(await audit("user.roles", `user:${last.email}`)).toMatchObject([
        { outcome: "failure", detail: { reason: "last_admin" } },
      ]);
    });

    it("refuses an actor who is no longer an enabled admin", async () => {
      const stale = await addUser(["admin"], { disabled: true });
      const other = await addUser(["admin"]);
      const user = await addUser(["compliance"]);
      await expect(setUserRoles(user.id, ["admin"], actorOf(stale))).rejects.toMatchObject({
        message: expect.stringMatching(/Your administrator role was removed/),
      });
      expect(await rolesOf(user.id)).toEqual(["compliance"]);
      expect(other.roles).toEqual(["admin"]);
    });

    it("lets exactly one of two last admins demoting each other at once succeed", async () => {
      for (let round = 0; round < 5; round++) {
        const a = await addUser(["admin"]);
        const b = await addUser(["admin"]);
        await onlyAdmins(a.id, b.id);
        const outcomes = await Promise.allSettled([
          setUserRoles(b.id, ["manager"], actorOf(a)),
          setUserRoles(a.id, ["manager"], actorOf(b)),
        ]);
        expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
        const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
        expect(refused.reason).toMatchObject({ code: "conflict" });
        const admins = await test.db.user.count({ where: { disabled: false, roles: { has: "admin" } } });
        expect(admins).toBe(1);
      }
    });

    it("answers a user that does not exist", async () => {
      const admin = await addUser(["admin"]);
      await expect(setUserRoles(randomUUID(), ["manager"], actorOf(admin))).rejects.toMatchObject({
        code: "not_found",
      });
    });
  });
});
