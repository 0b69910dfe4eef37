import { describe, expect, it } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import type { TApprovalCount, TRequirement } from "./policy";
import { batchRequirement } from "./policy-batch";

const req = (
  approvals: TApprovalCount,
  roles: TRole[] = [],
  ruleName: string | null = null,
): TRequirement => ({
  version: 3,
  ruleId: ruleName ? `id-${ruleName}` : null,
  ruleName,
  approvals,
  roles,
  words: "",
});

describe("a batch's requirement", () => {
  it.each([
    ["the most approvals any row needs", [req(1), req(2), req(0)], 2, []],
    ["no roles when no row names any", [req(1), req(1)], 1, []],
    [
      "the roles every naming row accepts",
      [req(2, ["finance_ops", "manager"]), req(1, ["manager", "admin"]), req(3)],
      3,
      ["manager"],
    ],
    [
      "roles of a row that needs no approval do not count",
      [req(0, ["admin"]), req(1, ["manager"])],
      1,
      ["manager"],
    ],
  ] as const)("takes %s", (_what, rows, approvals, roles) => {
    const r = batchRequirement(rows);
    expect(r).toMatchObject({ ok: true, requirement: { approvals, roles } });
  });

  it("refuses rows whose roles no approval covers together", () => {
    expect(batchRequirement([req(1, ["manager"]), req(1, ["admin"])])).toMatchObject({
      ok: false,
      message: expect.stringContaining("separate files"),
    });
  });

  it("names the rules that applied", () => {
    const r = batchRequirement([req(1, [], "Small"), req(2, [], "Large"), req(2, [], "Large")]);
    expect(r).toMatchObject({
      ok: true,
      requirement: { ruleName: "Small, Large", ruleId: null, approvals: 2 },
    });
    expect(batchRequirement([req(2, [], "Large")])).toMatchObject({ requirement: { ruleId: "id-Large" } });
  });
});
