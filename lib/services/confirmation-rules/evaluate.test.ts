import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type {
  TRule,
  TRuleConditions,
  TRuleOutcome,
} from "@/lib/domain/confirmation-rules/confirmation-rules";
import { compileRules, evaluate, evaluateRules, needsDebtorBic, type TFacts } from "./evaluate";

const facts = (over: Partial<TFacts> = {}): TFacts => ({
  amount: 4_200n,
  currency: "EUR",
  debtorIban: "FR1420041010050500013M02606",
  debtorBic: "BNPAFRPPXXX",
  creditorAccount: "DE89370400440532013000",
  endToEndId: "INV-2026-0001",
  ...over,
});
const ACCEPT: TRuleOutcome = { action: "ACCEPT" };
const REJECT: TRuleOutcome = { action: "REJECT", reasonCode: "FRAD" };
const LEAVE: TRuleOutcome = { action: "LEAVE" };
const rule = (
  name: string,
  conditions: TRuleConditions,
  outcome: TRuleOutcome = ACCEPT,
  enabled = true,
): TRule => ({
  id: randomUUID(),
  name,
  enabled,
  conditions,
  outcome,
});
/** The name of the deciding rule, or null when none matched. */
const decider = (rules: TRule[], f: TFacts = facts()) => evaluateRules(rules, f).rule?.name ?? null;

describe("evaluate: each condition", () => {
  it.each<[string, TRuleConditions, Partial<TFacts>, boolean]>([
    ["amountMin holds at the bound", { amountMin: 4_200 }, {}, true],
    ["amountMin fails below", { amountMin: 4_201 }, {}, false],
    ["amountMax holds at the bound", { amountMax: 4_200 }, {}, true],
    ["amountMax fails above", { amountMax: 4_199 }, {}, false],
    ["a range holds inside", { amountMin: 100, amountMax: 10_000 }, {}, true],
    [
      "amounts beyond 2^53 compare exactly",
      { amountMax: 9_007_199_254_740_991 },
      { amount: 9_007_199_254_740_992n },
      false,
    ],
    ["currency in the list", { currencies: ["USD", "EUR"] }, {}, true],
    ["currency not in the list", { currencies: ["USD"] }, {}, false],
    ["currency compared upper-case", { currencies: ["EUR"] }, { currency: "eur" }, true],
    [
      "debtor IBAN exact, typed with spaces",
      { debtorIbans: ["FR14 2004 1010 0505 0001 3M02 606"] },
      {},
      true,
    ],
    ["debtor IBAN by country glob", { debtorIbans: ["DE*", "FR*"] }, {}, true],
    [
      "debtor IBAN fact with spaces and lower case",
      { debtorIbans: ["FR14*"] },
      { debtorIban: "fr14 2004 1010" },
      true,
    ],
    ["debtor IBAN not listed", { debtorIbans: ["DE*"] }, {}, false],
    [
      "debtor BIC, 8 characters: every branch",
      { debtorBics: ["BNPAFRPP"] },
      { debtorBic: "BNPAFRPP123" },
      true,
    ],
    [
      "debtor BIC, 11 characters: that branch only",
      { debtorBics: ["BNPAFRPPXXX"] },
      { debtorBic: "BNPAFRPP123" },
      false,
    ],
    [
      "debtor BIC fact of 8 is the primary office",
      { debtorBics: ["BNPAFRPPXXX"] },
      { debtorBic: "bnpafrpp" },
      true,
    ],
    ["debtor BIC by glob", { debtorBics: ["BNPA*"] }, {}, true],
    ["creditor account glob", { creditorAccounts: ["DE8937*"] }, {}, true],
    ["creditor account not listed", { creditorAccounts: ["NL*"] }, {}, false],
    ["end-to-end id pattern", { endToEndIdPattern: "INV-2026-*" }, {}, true],
    ["end-to-end id is case-sensitive", { endToEndIdPattern: "inv-2026-*" }, {}, false],
    ["end-to-end id with ?", { endToEndIdPattern: "INV-2026-000?" }, {}, true],
  ])("%s", (_name, conditions, over, holds) => {
    expect(decider([rule("r", conditions)], facts(over))).toBe(holds ? "r" : null);
  });

  it("needs every condition of a rule to hold", () => {
    const both = rule("both", { currencies: ["EUR"], amountMax: 1_000 });
    expect(decider([both])).toBeNull();
    expect(decider([both], facts({ amount: 999n }))).toBe("both");
  });
});

describe("evaluate: unknown facts", () => {
  it.each<[string, TRuleConditions, Partial<TFacts>]>([
    ["amount", { amountMax: 1_000_000 }, { amount: null }],
    ["currency", { currencies: ["EUR"] }, { currency: null }],
    ["debtor IBAN", { debtorIbans: ["*"] }, { debtorIban: null }],
    ["debtor BIC", { debtorBics: ["*"] }, { debtorBic: null }],
    ["creditor account", { creditorAccounts: ["*"] }, { creditorAccount: null }],
    ["end-to-end id", { endToEndIdPattern: "*" }, { endToEndId: null }],
  ])("a condition on an unknown %s does not hold, even a catch-all pattern", (_n, conditions, over) => {
    expect(decider([rule("r", conditions)], facts(over))).toBeNull();
  });

  it("a rule without conditions still matches when facts are unknown", () => {
    expect(decider([rule("all", {})], facts({ amount: null, debtorBic: null }))).toBe("all");
  });
});

describe("evaluate: order, disabled rules, outcomes", () => {
  it("the first matching rule decides; later ones are not consulted", () => {
    const rules = [
      rule("deny FR", { debtorIbans: ["FR*"] }, REJECT),
      rule("small EUR", { amountMax: 10_000 }, ACCEPT),
    ];
    expect(evaluateRules(rules, facts())).toEqual({
      outcome: REJECT,
      rule: { id: rules[0]!.id, name: "deny FR" },
    });
    expect(decider([...rules].reverse())).toBe("small EUR");
  });

  it("skips disabled rules", () => {
    const rules = [rule("off", {}, REJECT, false), rule("on", {}, ACCEPT)];
    expect(evaluateRules(rules, facts()).outcome).toEqual(ACCEPT);
  });

  it("a LEAVE rule stops evaluation and names itself", () => {
    const rules = [rule("big ones to people", { amountMin: 1_000 }, LEAVE), rule("rest", {}, ACCEPT)];
    expect(evaluateRules(rules, facts())).toEqual({
      outcome: LEAVE,
      rule: { id: rules[0]!.id, name: "big ones to people" },
    });
  });

  it("no match leaves the payment for people, with no rule named", () => {
    expect(evaluateRules([rule("USD", { currencies: ["USD"] })], facts())).toEqual({
      outcome: LEAVE,
      rule: null,
    });
    expect(evaluateRules([], facts())).toEqual({ outcome: LEAVE, rule: null });
  });

  it("a catch-all placed last decides whatever the others leave", () => {
    const rules = [rule("deny DE", { debtorIbans: ["DE*"] }, REJECT), rule("catch-all", {}, ACCEPT)];
    expect(decider(rules)).toBe("catch-all");
    expect(decider(rules, facts({ debtorIban: "DE89370400440532013000" }))).toBe("deny DE");
  });
});

describe("needsDebtorBic", () => {
  const bicRule = rule("BNP", { debtorBics: ["BNPAFRPP"] }, REJECT);
  it("is true only when evaluation reaches a BIC rule whose other conditions hold", () => {
    expect(needsDebtorBic(compileRules([bicRule]), facts({ debtorBic: null }))).toBe(true);
    // A rule before it decides without the BIC.
    expect(needsDebtorBic(compileRules([rule("first", {}), bicRule]), facts())).toBe(false);
    // Its other conditions fail: the BIC cannot change the verdict.
    const usdBic = rule("USD BNP", { currencies: ["USD"], debtorBics: ["BNPAFRPP"] });
    expect(needsDebtorBic(compileRules([usdBic]), facts())).toBe(false);
    // Disabled BIC rules do not count.
    expect(needsDebtorBic(compileRules([{ ...bicRule, enabled: false }]), facts())).toBe(false);
  });

  it("evaluating with the BIC known gives the verdict the BIC decides", () => {
    const rules = compileRules([bicRule, rule("rest", {}, ACCEPT)]);
    expect(evaluate(rules, facts({ debtorBic: "BNPAFRPPXXX" })).outcome).toEqual(REJECT);
    expect(evaluate(rules, facts({ debtorBic: "ABNANL2A" })).outcome).toEqual(ACCEPT);
    expect(evaluate(rules, facts({ debtorBic: null })).outcome).toEqual(ACCEPT);
  });
});
