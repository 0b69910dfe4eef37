import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { createUser } from "./create-user";
import { setUserDisabled } from "./set-user-disabled";
import { unlockUser } from "./unlock-user";

vi.mock("@/lib/auth/user-cache", () => ({ forgetUser: vi.fn() }));

// Issue 14, finding 5: a change to an account commits with its audit row or not at all. The fault: the
// database refuses the audit row (a trigger made for the test); on main the change was already written.

const test = withAppTestDatabase();
const email = () => `u-${randomUUID().slice(0, 8)}@example.com`;
const admin = { id: randomUUID(), email: "admin@example.com" };
const actor = { user: admin, requestId: "req-atomic", ip: "127.0.0.1" };

beforeAll(async () => {
  // The acting admin exists and is enabled: disabling checks that under a row lock (set-user-disabled.ts).
  await test.db.user.create({
    data: {
      id: admin.id,
      email: admin.email,
      name: "Admin",
      roles: ["admin"],
      passwordHash: "scrypt$1$1$1$x$y",
    },
  });
  await test.db.$executeRawUnsafe(`CREATE TABLE test_refuse_audit (refuse boolean NOT NULL)`);
  await test.db.$executeRawUnsafe(`INSERT INTO test_refuse_audit VALUES (false)`);
  await test.db.$executeRawUnsafe(`
    CREATE FUNCTION refuse_user_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.action LIKE 'user.%' AND (SELECT refuse FROM test_refuse_audit) THEN
        RAISE EXCEPTION 'audit row refused by the test';
      END IF;
      RETURN NEW;
    END $$`);
  await test.db.$executeRawUnsafe(`
    CREATE TRIGGER refuse_user_audit BEFORE INSERT ON audit_events
      FOR EACH ROW EXECUTE FUNCTION refuse_user_audit()`);
});
afterEach(() => test.db.$executeRawUnsafe(`UPDATE test_refuse_audit SET refuse = false`));

/** Until the test ends, the database refuses user.* audit rows. */
const refuseAuditRows = () => test.db.$executeRawUnsafe(`UPDATE test_refuse_audit SET refuse = true`);

const addUser = (over: { lockedUntil?: Date; failedSignIns?: number } = {}) =>
  test.db.user.create({
    data: { email: email(), name: "Someone", roles: ["manager"], passwordHash: "scrypt$1$1$1$x$y", ...over },
  });

describe("account changes and their audit rows", () => {
  it("createUser: no account without its audit row", async () => {
    await refuseAuditRows();
    const address = email();
    await expect(
      createUser(
        {
          email: address,
          name: "New Person",
          roles: ["manager"],
          password: "a long initial password",
          passwordConfirm: "a long initial password",
        },
        actor,
      ),
    ).rejects.toThrow(/audit row refused/);
    expect(await test.db.user.findUnique({ where: { email: address } })).toBeNull();
  });

  it("setUserDisabled: not disabled without its audit row", async () => {
    const user = await addUser();
    await refuseAuditRows();
    await expect(setUserDisabled(user.id, true, actor)).rejects.toThrow(/audit row refused/);
    expect((await test.db.user.findUniqueOrThrow({ where: { id: user.id } })).disabled).toBe(false);
  });

  it("unlockUser: still locked without its audit row", async () => {
    const lockedUntil = new Date(Date.now() + 15 * 60_000);
    const user = await addUser({ lockedUntil, failedSignIns: 5 });
    await refuseAuditRows();
    await expect(unlockUser(user.id, actor)).rejects.toThrow(/audit row refused/);
    const after = await test.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ failedSignIns: 5, lockedUntil });
  });

  it("writes the change and its row together when the database allows", async () => {
    const user = await addUser();
    await setUserDisabled(user.id, true, actor);
    expect((await test.db.user.findUniqueOrThrow({ where: { id: user.id } })).disabled).toBe(true);
    const rows = await test.db.auditEvent.findMany({
      where: { action: "user.disable", target: `user:${user.email}` },
    });
    expect(rows).toHaveLength(1);
  });
});
