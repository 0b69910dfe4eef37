import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLICY,
  evaluatePolicy,
  type TDraftFacts,
  type TPolicy,
  type TPolicyConditions,
  type TPolicyRule,
} from "./policy";

const facts: TDraftFacts = {
  amountMinor: 50_000,
  currency: "EUR",
  scheme: "SEPA",
  creditorCountry: "DE",
  newCreditor: false,
};
const rule = (name: string, when: TPolicyConditions, over: Partial<TPolicyRule> = {}): TPolicyRule => ({
  id: `id-${name}`,
  name,
  when,
  approvals: 2,
  roles: ["admin"],
  ...over,
});
const policy = (...rules: TPolicyRule[]): TPolicy => ({
  version: 3,
  rules,
  otherwise: { approvals: 1, roles: [] },
});
const decidedBy = (when: TPolicyConditions, over: Partial<TDraftFacts> = {}) =>
  evaluatePolicy(policy(rule("R", when)), { ...facts, ...over }).ruleId;

describe("evaluatePolicy: each condition alone", () => {
  it.each<[string, TPolicyConditions, Partial<TDraftFacts>, boolean]>([
    ["amountFrom equal to the amount (inclusive)", { amountFrom: 50_000 }, {}, true],
    ["amountFrom one cent above", { amountFrom: 50_001 }, {}, false],
    ["amountTo equal to the amount (inclusive)", { amountTo: 50_000 }, {}, true],
    ["amountTo one cent below", { amountTo: 49_999 }, {}, false],
    ["a range of one amount", { amountFrom: 50_000, amountTo: 50_000 }, {}, true],
    ["a bigint amount inside the range", { amountFrom: 1, amountTo: 50_000 }, { amountMinor: 50_000n }, true],
    ["a bigint amount above the range", { amountTo: 50_000 }, { amountMinor: 2n ** 60n }, false],
    ["the scheme listed", { schemes: ["INST", "SEPA"] }, {}, true],
    ["the scheme not listed", { schemes: ["INST"] }, {}, false],
    ["the currency listed", { currencies: ["EUR"] }, {}, true],
    ["the currency listed, the fact in lower case", { currencies: ["EUR"] }, { currency: "eur" }, true],
    ["the currency not listed", { currencies: ["USD"] }, {}, false],
    ["the creditor country listed", { creditorCountries: ["FR", "DE"] }, {}, true],
    ["the creditor country not listed", { creditorCountries: ["FR"] }, {}, false],
    ["newCreditor true, a new creditor", { newCreditor: true }, { newCreditor: true }, true],
    ["newCreditor true, a known creditor", { newCreditor: true }, { newCreditor: false }, false],
    ["newCreditor false, a known creditor", { newCreditor: false }, { newCreditor: false }, true],
    ["newCreditor false, a new creditor", { newCreditor: false }, { newCreditor: true }, false],
    ["newCreditor absent, a new creditor", {}, { newCreditor: true }, true],
    ["newCreditor absent, a known creditor", {}, { newCreditor: false }, true],
  ])("%s", (_, when, over, matches) => {
    expect(decidedBy(when, over)).toBe(matches ? "id-R" : null);
  });
});

describe("evaluatePolicy: conditions combined", () => {
  const all: TPolicyConditions = {
    amountFrom: 10_000,
    amountTo: 100_000,
    schemes: ["SEPA"],
    currencies: ["EUR"],
    creditorCountries: ["DE"],
    newCreditor: false,
  };
  it.each<[string, Partial<TDraftFacts>, boolean]>([
    ["every condition holds", {}, true],
    ["the amount below", { amountMinor: 9_999 }, false],
    ["the amount above", { amountMinor: 100_001 }, false],
    ["another scheme", { scheme: "INST" }, false],
    ["another currency", { currency: "USD" }, false],
    ["another country", { creditorCountry: "FR" }, false],
    ["a new creditor", { newCreditor: true }, false],
  ])("%s", (_, over, matches) => {
    expect(decidedBy(all, over)).toBe(matches ? "id-R" : null);
  });
});

describe("evaluatePolicy: order and fallback", () => {
  const large = rule(
    "Large amounts",
    { amountFrom: 10_000 },
    { approvals: 2, roles: ["finance_ops", "admin"] },
  );
  const instant = rule("Instant", { schemes: ["INST"] }, { approvals: 3, roles: [] });
  const catchAll = rule("Everything", {}, { approvals: 0, roles: [] });

  it.each<[string, TPolicyRule[], Partial<TDraftFacts>, string | null]>([
    ["the first of two matching rules wins", [large, instant], { scheme: "INST" }, "id-Large amounts"],
    ["in the other order, the other one", [instant, large], { scheme: "INST" }, "id-Instant"],
    ["a rule that does not hold is passed over", [instant, large], {}, "id-Large amounts"],
    ["a rule without conditions matches all", [instant, catchAll], { amountMinor: 1 }, "id-Everything"],
    ["no rule matches: otherwise", [large, instant], { amountMinor: 9_999 }, null],
    ["no rules at all: otherwise", [], {}, null],
  ])("%s", (_, rules, over, ruleId) => {
    expect(evaluatePolicy(policy(...rules), { ...facts, ...over }).ruleId).toBe(ruleId);
  });

  it("answers the matching rule's outcome, its name and the version, in words", () => {
    expect(evaluatePolicy(policy(large), facts)).toEqual({
      version: 3,
      ruleId: "id-Large amounts",
      ruleName: "Large amounts",
      approvals: 2,
      roles: ["finance_ops", "admin"],
      words: "2 approvals from Finance ops or Admin (rule “Large amounts”, policy version 3)",
    });
  });

  it("answers `otherwise` when no rule matches", () => {
    const otherwise = { approvals: 2, roles: ["manager"] } satisfies TPolicy["otherwise"];
    expect(evaluatePolicy({ ...policy(instant), otherwise }, facts)).toEqual({
      ...{ version: 3, ruleId: null, ruleName: null, ...otherwise },
      words: "2 approvals from Manager (no rule matched, policy version 3)",
    });
  });

  it("hands back a copy of the roles, so a caller cannot change the policy through it", () => {
    const p = policy(large);
    evaluatePolicy(p, facts).roles.push("manager");
    expect(p.rules[0]!.roles).toEqual(["finance_ops", "admin"]);
  });
});

describe("the default policy (none saved)", () => {
  it.each<[string, Partial<TDraftFacts>]>([
    ["a small SEPA payment", { amountMinor: 1 }],
    [
      "a large Instant payment to a new creditor",
      { amountMinor: 10 ** 12, scheme: "INST", newCreditor: true },
    ],
  ])("%s needs one approval from another person", (_, over) => {
    expect(evaluatePolicy(DEFAULT_POLICY, { ...facts, ...over })).toEqual({
      version: null,
      ruleId: null,
      ruleName: null,
      approvals: 1,
      roles: [],
      words: "1 approval from another person, not the maker (the default: no policy saved yet)",
    });
  });
});
