import { describe, expect, it } from "vitest";
import { TABLE_COLUMNS, ZSaveHiddenColumnsInput } from "@/lib/domain/shared/table-columns";
import { shownColumns, tableColumns, toggleHidden } from "./columns";

// The column model: key columns always shown and never hidden by a narrow table, the rest carrying the
// class that hides them below their container width, and the chooser's choice checked by the schema.

describe("the column model", () => {
  it("keeps every table's display order and gives each priority its container class", () => {
    const approvals = tableColumns("approvals");
    expect(approvals.map((c) => c.id)).toEqual(Object.keys(TABLE_COLUMNS.approvals.columns));
    expect(approvals.filter((c) => c.key).map((c) => c.id)).toEqual([
      "amount",
      "approval",
      "deadline",
      "created",
    ]);
    expect(approvals.find((c) => c.id === "amount")!.fit).toBe("");
    expect(approvals.find((c) => c.id === "creditor")!.fit).toBe("hidden @3xl:table-cell");
    expect(approvals.find((c) => c.id === "endToEndId")!.fit).toBe("hidden @min-[96rem]:table-cell");
  });

  it("has an amount and a created column as key columns where the table has them", () => {
    for (const table of ["approvals", "liquidity"] as const) {
      const key = tableColumns(table)
        .filter((c) => c.key)
        .map((c) => c.id as string);
      expect(key).toEqual(expect.arrayContaining(["amount", "created"]));
    }
  });

  it("shows all but the hidden columns, and a key column even when named as hidden", () => {
    const columns = tableColumns("users");
    expect(shownColumns(columns, ["name", "email"]).map((c) => c.id)).toEqual([
      "email",
      "roles",
      "status",
      "lastSignIn",
    ]);
  });

  it("toggles one column without repeating it", () => {
    expect(toggleHidden(["name"], "roles", false)).toEqual(["name", "roles"]);
    expect(toggleHidden(["name", "roles"], "roles", false)).toEqual(["name", "roles"]);
    expect(toggleHidden(["name", "roles"], "name", true)).toEqual(["roles"]);
  });

  it("accepts a choice of known columns and refuses unknown, key and foreign ones by field", () => {
    expect(ZSaveHiddenColumnsInput.parse({ table: "liquidity", hidden: ["purpose", "purpose"] })).toEqual({
      table: "liquidity",
      hidden: ["purpose"],
    });
    const refused = (input: unknown) => ZSaveHiddenColumnsInput.safeParse(input).error?.issues[0];
    expect(refused({ table: "approvals", hidden: ["colour"] })).toMatchObject({ path: ["hidden"] });
    expect(refused({ table: "approvals", hidden: ["created"] })?.message).toBe(
      "Created is a key column: it is always shown.",
    );
    expect(refused({ table: "users", hidden: ["purpose"] })).toMatchObject({ path: ["hidden"] });
    expect(refused({ table: "payments", hidden: [] })).toMatchObject({ path: ["table"] });
  });
});
