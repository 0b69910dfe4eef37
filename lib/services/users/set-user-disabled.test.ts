import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { forgetUser } from "@/lib/auth/user-cache";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { setUserDisabled } from "./set-user-disabled";

vi.mock("@/lib/auth/user-cache", () => ({ forgetUser: vi.fn() }));

describe("setUserDisabled", () => {
  const test = withAppTestDatabase();

  async function addUser(roles: TRole[], disabled = false) {
    return test.db.user.create({
      data: { email: `u-${randomUUID().slice(0, 8)}@example.com`, name: "Someone", roles, disabled },
    });
  }
  const actorOf = (u: { id: string; email: string }) => ({
    user: { id: u.id, email: u.email },
    requestId: "req-1",
    ip: "127.0.0.1",
  });
  const isDisabled = async (id: string) => (await test.db.user.findUniqueOrThrow({ where: { id } })).disabled;
  const audit = (target: string) =>
    test.db.auditEvent.findMany({ where: { target }, orderBy: { id: "asc" } });
  const enabledAdmins = () => test.db.user.count({ where: { disabled: false, roles: { has: "admin" } } });
  /** Leaves `keep` as the only enabled administrators of this database. */
  const onlyAdmins = (...keep: string[]) =>
    test.db.user.updateMany({
      where: { id: { notIn: keep }, roles: { has: "admin" } },
      data: { disabled: true },
    });

  it("disables and enables an account, audits each in the same transaction, and drops the cached row", async () => {
    const admin = await addUser(["admin"]);
    const user = await addUser(["finance_ops"]);
    await setUserDisabled(user.id, true, actorOf(admin));
    expect(await isDisabled(user.id)).toBe(true);
    expect(forgetUser).toHaveBeenCalledWith(user.id);
    await setUserDisabled(user.id, false, actorOf(admin));
    expect(await isDisabled(user.id)).toBe(false);
    expect((await audit(`user:${user.email}`)).map((r) => [r.action, r.outcome])).toEqual([
      ["user.disable", "success"],
      ["user.enable", "success"],
    ]);
  });

  it("refuses an admin disabling their own account", async () => {
    const admin = await addUser(["admin"]);
    await expect(setUserDisabled(admin.id, true, actorOf(admin))).rejects.toMatchObject({ code: "conflict" });
    expect(await isDisabled(admin.id)).toBe(false);
  });

  it("refuses an actor who is no longer an enabled admin, and audits the refusal", async () => {
    const stale = await addUser(["admin"], true);
    await addUser(["admin"]);
    const user = await addUser(["compliance"]);
    await expect(setUserDisabled(user.id, true, actorOf(stale))).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/Your administrator role was removed/),
    });
    expect(await isDisabled(user.id)).toBe(false);
    expect(await audit(`user:${user.email}`)).toMatchObject([
      { action: "user.disable", outcome: "failure", detail: { reason: "actor_not_admin" } },
    ]);
  });

  it("answers a user that does not exist", async () => {
    const admin = await addUser(["admin"]);
    await expect(setUserDisabled(randomUUID(), true, actorOf(admin))).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("lets exactly one of two last admins disabling each other at once succeed", async () => {
    // Fails without the row locks: both requests passed their guard, both wrote, no admin was left.
    for (let round = 0; round < 5; round++) {
      const a = await addUser(["admin"]);
      const b = await addUser(["admin"]);
      await onlyAdmins(a.id, b.id);
      const outcomes = await Promise.allSettled([
        setUserDisabled(b.id, true, actorOf(a)),
        setUserDisabled(a.id, true, actorOf(b)),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/no enabled administrator/),
      });
      expect(await enabledAdmins()).toBe(1);
    }
  });
});
