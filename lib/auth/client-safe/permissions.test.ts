import { describe, expect, it } from "vitest";
import { PAGES } from "./pages";
import { can, PERMISSION_NAMES, PERMISSIONS } from "./permissions";
import { ROLES, type TRole } from "./roles";

// The pages each role reaches, as docs/pages.md#pages-and-roles states them. A change to the permission table
// that moves a page in or out of a role's reach must change this expectation on purpose.
const EXPECTED_PAGES: Record<TRole, string[]> = {
  finance_ops: [
    "/",
    "/approvals",
    "/drafts",
    "/instant",
    "/cancellations",
    "/payments",
    "/liquidity",
    "/ledger",
  ],
  compliance: ["/", "/payments", "/ledger", "/restriction-orders", "/audit"],
  manager: ["/", "/drafts", "/payments", "/liquidity", "/ledger", "/events", "/audit", "/system"],
  admin: ["/", "/payments", "/events", "/audit", "/system", "/settings"],
};

describe("permission table", () => {
  it.each(ROLES)("gives %s exactly its pages of docs/pages.md#pages-and-roles", (role) => {
    expect(PAGES.filter((p) => can([role], p.permission)).map((p) => p.href)).toEqual(EXPECTED_PAGES[role]);
  });

  it.each(PERMISSION_NAMES)("grants %s to known roles only, and to at least one", (permission) => {
    const roles = PERMISSIONS[permission];
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(ROLES).toContain(role);
  });

  it("grants every write only to roles that can see its page", () => {
    const viewOf: Record<string, string> = {
      "payments.approve": "approvals.view",
      "instant.decide": "instant.view",
      "cancellations.respond": "cancellations.view",
      "liquidity.transfer": "liquidity.view",
      "ledger.post": "ledger.view",
      "ledger.close_account": "ledger.view",
      "restrictions.decide": "restrictions.view",
      "users.manage": "settings.view",
      "rules.manage": "settings.view",
      "events.reapply": "events.view",
      "payments.create": "drafts.view",
      "drafts.approve": "drafts.view",
      "policies.manage": "settings.view",
    };
    for (const [write, view] of Object.entries(viewOf)) {
      for (const role of ROLES) {
        if (can([role], write as never)) expect(can([role], view as never), `${role} ${write}`).toBe(true);
      }
    }
  });

  it("lets admins alone apply a stored webhook delivery again", () => {
    expect(ROLES.filter((role) => can([role], "events.reapply"))).toEqual(["admin"]);
  });

  it("combines several roles as a union and refuses no roles at all", () => {
    expect(can(["compliance", "finance_ops"], "restrictions.decide")).toBe(true);
    expect(can(["compliance", "finance_ops"], "payments.approve")).toBe(true);
    expect(can([], "overview.view")).toBe(false);
  });

  it("has one page per href and only permissions that exist", () => {
    expect(new Set(PAGES.map((p) => p.href)).size).toBe(PAGES.length);
    for (const page of PAGES) expect(PERMISSION_NAMES).toContain(page.permission);
  });
});
