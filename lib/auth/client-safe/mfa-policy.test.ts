import { describe, expect, it } from "vitest";
import { MONEY_ROLES, mfaRequired } from "./mfa-policy";

describe("second-factor policy", () => {
  it("counts as moving money every role with a permission that moves, releases or hands out money", () => {
    // Managers only read (lib/auth/client-safe/permissions.ts): they alone are outside.
    expect([...MONEY_ROLES].sort()).toEqual(["admin", "compliance", "finance_ops"]);
  });

  it("requires the factor by policy", () => {
    expect(mfaRequired("money", ["finance_ops"])).toBe(true);
    expect(mfaRequired("money", ["manager"])).toBe(false);
    expect(mfaRequired("money", ["manager", "admin"])).toBe(true);
    expect(mfaRequired("all", ["manager"])).toBe(true);
    expect(mfaRequired("optional", ["admin"])).toBe(false);
  });
});
