import { beforeAll, describe, expect, it } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { listColumnPrefs } from "./list-column-prefs";
import { saveHiddenColumns } from "./save-hidden-columns";

// Column choices against a real database: kept per user and table, never touching another user's choice,
// and refused by field for a column the table lacks or a key column. Every save leaves an audit row.

const test = withAppTestDatabase();
type TRolesActor = TActor & { user: { roles: TRole[] } };
let ops: TRolesActor;
let other: TRolesActor;

async function user(email: string, roles: TRole[]): Promise<TRolesActor> {
  const row = await test.db.user.create({ data: { email, name: email, roles } });
  return { user: { id: row.id, email, roles }, requestId: "req-1", ip: "127.0.0.1" };
}

beforeAll(async () => {
  ops = await user("ops@example.com", ["finance_ops"]);
  other = await user("other@example.com", ["finance_ops", "admin"]);
});

const audits = (actorEmail: string) =>
  test.db.auditEvent.findMany({ where: { action: "column_prefs.save", actorEmail }, orderBy: { id: "asc" } });

describe("column choices", () => {
  it("saves a user's hidden columns per table and replaces them on the next save", async () => {
    expect(await listColumnPrefs(ops.user.id)).toEqual({});
    await saveHiddenColumns({ table: "approvals", hidden: ["currency", "method", "currency"] }, ops);
    await saveHiddenColumns({ table: "liquidity", hidden: ["purpose"] }, ops);
    expect(await listColumnPrefs(ops.user.id)).toEqual({
      approvals: ["currency", "method"],
      liquidity: ["purpose"],
    });
    await saveHiddenColumns({ table: "approvals", hidden: [] }, ops);
    expect((await listColumnPrefs(ops.user.id)).approvals).toEqual([]);
    const rows = await audits("ops@example.com");
    expect(rows.map((r) => [r.outcome, r.target, r.detail])).toEqual([
      ["success", "table:approvals", { table: "approvals", hidden: ["currency", "method"] }],
      ["success", "table:liquidity", { table: "liquidity", hidden: ["purpose"] }],
      ["success", "table:approvals", { table: "approvals", hidden: [] }],
    ]);
  });

  it("keeps each user's choice apart", async () => {
    await saveHiddenColumns({ table: "approvals", hidden: ["debtor"] }, other);
    await saveHiddenColumns({ table: "users", hidden: ["name"] }, other);
    expect(await listColumnPrefs(other.user.id)).toEqual({ approvals: ["debtor"], users: ["name"] });
    expect(await listColumnPrefs(ops.user.id)).toEqual({ approvals: [], liquidity: ["purpose"] });
  });

  it("refuses an unknown column and a key column by field, and saves nothing", async () => {
    await expect(saveHiddenColumns({ table: "approvals", hidden: ["colour"] }, ops)).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { hidden: "This table has no column “colour”." },
    });
    await expect(
      saveHiddenColumns({ table: "approvals", hidden: ["age", "amount"] }, ops),
    ).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { hidden: "Amount is a key column: it is always shown." },
    });
    // Another table's column is unknown here.
    await expect(saveHiddenColumns({ table: "users", hidden: ["purpose"] }, other)).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(await listColumnPrefs(ops.user.id)).toEqual({ approvals: [], liquidity: ["purpose"] });
    expect(await listColumnPrefs(other.user.id)).toEqual({ approvals: ["debtor"], users: ["name"] });
  });

  it("refuses a table the user's roles do not show, and audits the refusal", async () => {
    await expect(saveHiddenColumns({ table: "users", hidden: ["name"] }, ops)).rejects.toMatchObject({
      code: "forbidden",
    });
    expect((await listColumnPrefs(ops.user.id)).users).toBeUndefined();
    const [last] = (await audits("ops@example.com")).reverse();
    expect([last!.outcome, last!.target]).toEqual(["denied", "table:users"]);
  });

  it("leaves out a stored column the table no longer knows, or that became key", async () => {
    await test.db.userColumnPref.update({
      where: { userId_tableId: { userId: other.user.id, tableId: "approvals" } },
      data: { hidden: ["debtor", "gone", "amount"] },
    });
    await test.db.userColumnPref.create({
      data: { userId: other.user.id, tableId: "retired", hidden: ["x"] },
    });
    expect(await listColumnPrefs(other.user.id)).toEqual({ approvals: ["debtor"], users: ["name"] });
  });
});
