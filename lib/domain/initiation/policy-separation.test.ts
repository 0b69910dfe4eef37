import { describe, expect, it } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import {
  approvalVerdict,
  countedApprovals,
  requirementMet,
  type TApprovalVerdict,
  type TDraftApproval,
  type TPolicyOutcome,
} from "./policy";

// Separation of people in policy.ts: who may approve a draft, and which recorded approvals count.

const ops: TRole[] = ["finance_ops"];
const twoFromOps: TPolicyOutcome = { approvals: 2, roles: ["finance_ops", "admin"] };
const oneFromAnyone: TPolicyOutcome = { approvals: 1, roles: [] };
const by = (userId: string, roles: TRole[] = ops): TDraftApproval => ({ userId, roles });
const draft = (...approvals: TDraftApproval[]) => ({ makerId: "maker", approvals });

describe("approvalVerdict", () => {
  it.each<[string, TPolicyOutcome, TDraftApproval[], string, TRole[], TApprovalVerdict["ok"] | string]>([
    ["the maker is refused", twoFromOps, [], "maker", ops, "maker"],
    ["the maker is refused under the default policy", oneFromAnyone, [], "maker", ["admin"], "maker"],
    [
      "the maker is refused even with 0 approvals required",
      { approvals: 0, roles: [] },
      [],
      "maker",
      ops,
      "maker",
    ],
    ["the same person twice is refused", twoFromOps, [by("anna")], "anna", ops, "already_approved"],
    ["a role the requirement does not name is refused", twoFromOps, [], "carl", ["compliance"], "role"],
    ["one of several roles suffices", twoFromOps, [], "carl", ["compliance", "admin"], true],
    ["any role when none is named", oneFromAnyone, [], "carl", ["manager"], true],
    ["a first approver is accepted", twoFromOps, [], "anna", ops, true],
    ["a second, different person is accepted", twoFromOps, [by("anna")], "bert", ops, true],
    ["nothing to approve once met", twoFromOps, [by("anna"), by("bert")], "carl", ops, "complete"],
    ["nothing to approve when none is needed", { approvals: 0, roles: [] }, [], "anna", ops, "complete"],
    ["a maker's own record does not fill the count", oneFromAnyone, [by("maker")], "anna", ops, true],
  ])("%s", (_, requirement, approvals, id, roles, expected) => {
    const verdict = approvalVerdict(requirement, draft(...approvals), { id, roles });
    expect(verdict.ok ? true : verdict.reason).toBe(expected);
  });

  it.each<[string, TApprovalVerdict, string]>([
    [
      "maker",
      approvalVerdict(twoFromOps, draft(), { id: "maker", roles: ops }),
      "another person must approve",
    ],
    [
      "twice",
      approvalVerdict(twoFromOps, draft(by("anna")), { id: "anna", roles: ops }),
      "a different person",
    ],
    [
      "role",
      approvalVerdict(twoFromOps, draft(), { id: "carl", roles: ["manager"] }),
      "from Finance ops or Admin",
    ],
    [
      "complete",
      approvalVerdict(oneFromAnyone, draft(by("anna")), { id: "bert", roles: ops }),
      "every approval",
    ],
  ])("the %s refusal says why", (_, verdict, words) => {
    expect(verdict.ok ? "" : verdict.message).toContain(words);
  });
});

describe("countedApprovals and requirementMet", () => {
  it.each<[string, TPolicyOutcome, TDraftApproval[], number]>([
    ["nobody yet", twoFromOps, [], 0],
    ["two different people", twoFromOps, [by("anna"), by("bert")], 2],
    ["the maker's approval never counts", twoFromOps, [by("maker"), by("anna")], 1],
    ["a second approval by one person counts once", twoFromOps, [by("anna"), by("anna")], 1],
    ["a wrong-role approval does not count", twoFromOps, [by("anna"), by("carl", ["compliance"])], 1],
    ["any role counts when none is named", oneFromAnyone, [by("carl", ["manager"])], 1],
    ["one of the named roles suffices", twoFromOps, [by("dana", ["manager", "admin"])], 1],
    ["extra approvals beyond the need still count", oneFromAnyone, [by("anna"), by("bert")], 2],
  ])("%s", (_, requirement, approvals, counted) => {
    expect(countedApprovals(requirement, draft(...approvals))).toBe(counted);
    expect(requirementMet(requirement, draft(...approvals))).toBe(counted >= requirement.approvals);
  });

  it("a requirement of 0 approvals is met at once", () => {
    expect(requirementMet({ approvals: 0, roles: ["admin"] }, draft())).toBe(true);
  });

  it("the maker's, duplicate and wrong-role records together never meet a two-approval requirement", () => {
    const records = [by("maker"), by("maker"), by("anna"), by("anna"), by("carl", ["compliance"])];
    expect(requirementMet(twoFromOps, draft(...records))).toBe(false);
    expect(requirementMet(twoFromOps, draft(...records, by("bert", ["admin"])))).toBe(true);
  });
});
