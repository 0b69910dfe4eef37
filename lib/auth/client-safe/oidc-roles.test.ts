import { describe, expect, it } from "vitest";
import { rolesFromClaims } from "./oidc-roles";

describe("rolesFromClaims", () => {
  it("takes role names from a list claim and drops unknown values", () => {
    expect(rolesFromClaims({ roles: ["finance_ops", "superuser", "admin"] }, "roles")).toEqual([
      "finance_ops",
      "admin",
    ]);
  });

  it("follows a dotted path and splits a string claim", () => {
    expect(rolesFromClaims({ realm_access: { roles: "manager compliance" } }, "realm_access.roles")).toEqual([
      "manager",
      "compliance",
    ]);
  });

  it("applies the role map and ignores unmapped values, even role names", () => {
    const map = { "cs-ops": "finance_ops", "cs-admins": "admin" } as const;
    expect(rolesFromClaims({ groups: ["cs-ops", "admin", "cs-ops"] }, "groups", map)).toEqual([
      "finance_ops",
    ]);
  });

  it("gives no roles when the claim is missing or of another type", () => {
    expect(rolesFromClaims({}, "roles")).toEqual([]);
    expect(rolesFromClaims({ roles: 42 }, "roles")).toEqual([]);
    expect(rolesFromClaims({ a: "x" }, "a.b")).toEqual([]);
  });
});
