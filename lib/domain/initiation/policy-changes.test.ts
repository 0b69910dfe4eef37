import { describe, expect, it } from "vitest";
import type { TPolicyRule } from "./policy";
import { describePolicyChanges, policyChanges } from "./policy-changes";

const ONE = { approvals: 1 as const, roles: [] };
const r = (id: string, name: string, over: Partial<TPolicyRule> = {}): TPolicyRule => ({
  id,
  name,
  when: { amountFrom: 1_000_000 },
  approvals: 2,
  roles: [],
  ...over,
});
const A = r("a", "Large");
const B = r("b", "New creditors", { when: { newCreditor: true } });

describe("policyChanges", () => {
  it.each([
    ["nothing", [A, B], [A, B], ONE, {}],
    ["a rule added", [A], [A, B], ONE, { added: ["New creditors"] }],
    ["a rule removed", [A, B], [B], ONE, { removed: ["Large"] }],
    [
      "a rule changed and renamed",
      [A],
      [{ ...A, name: "Big", approvals: 3 as const }],
      ONE,
      { changed: ["Big"] },
    ],
    ["the order", [A, B], [B, A], ONE, { reordered: true }],
    ["otherwise", [A], [A], { approvals: 2 as const, roles: [] }, { otherwise: true }],
  ])("%s", (_, before, after, otherwise, expected) => {
    expect(policyChanges({ rules: before, otherwise: ONE }, { rules: after, otherwise })).toEqual({
      added: [],
      removed: [],
      changed: [],
      reordered: false,
      otherwise: false,
      ...expected,
    });
  });

  it("sees no change in a stored version whose keys came back in another order", () => {
    const stored = JSON.parse(
      '{"roles":[],"approvals":2,"when":{"amountFrom":1000000},"name":"Large","id":"a"}',
    );
    expect(
      policyChanges({ rules: [stored], otherwise: ONE }, { rules: [A], otherwise: ONE }).changed,
    ).toEqual([]);
  });
});

describe("describePolicyChanges", () => {
  it("says each change in words, new and changed rules with what they now say", () => {
    const after = {
      rules: [{ ...A, approvals: 3 as const }, B],
      otherwise: { approvals: 0 as const, roles: [] },
    };
    expect(describePolicyChanges({ rules: [A], otherwise: ONE }, after, { locale: "en-US" })).toEqual([
      "New rule “New creditors”: When the creditor's IBAN was never paid before: 2 approvals from different people, not the maker.",
      "Changed rule “Large”: When the amount is 10,000.00\u00a0EUR or more: 3 approvals from different people, not the maker.",
      "Otherwise: no approval needed, submitted as soon as the maker creates it.",
    ]);
  });
});
