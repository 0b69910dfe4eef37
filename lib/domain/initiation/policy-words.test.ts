import { describe, expect, it } from "vitest";
import type { TPolicyConditions, TPolicyOutcome, TPolicyRule } from "./policy";
import { describeOutcome, describeRequirement, describeRoles, describeRule } from "./policy-words";

const rule = (when: TPolicyConditions, outcome: TPolicyOutcome): TPolicyRule => ({
  id: "r",
  name: "R",
  when,
  ...outcome,
});
const two = { approvals: 2, roles: ["finance_ops", "admin"] } satisfies TPolicyOutcome;

describe("describeOutcome and describeRoles", () => {
  it.each<[TPolicyOutcome, string]>([
    [{ approvals: 0, roles: [] }, "no approval needed, submitted as soon as the maker creates it"],
    [{ approvals: 1, roles: [] }, "1 approval from another person, not the maker"],
    [{ approvals: 3, roles: [] }, "3 approvals from different people, not the maker"],
    [{ approvals: 1, roles: ["compliance"] }, "1 approval from Compliance"],
    [two, "2 approvals from Finance ops or Admin"],
    [
      { approvals: 2, roles: ["finance_ops", "manager", "admin"] },
      "2 approvals from Finance ops, Manager or Admin",
    ],
  ])("%o → %s", (outcome, words) => {
    expect(describeOutcome(outcome)).toBe(words);
  });

  it("names a role once even when a list repeats it", () => {
    expect(describeRoles(["admin", "admin"])).toBe("Admin");
  });
});

describe("describeRequirement", () => {
  it.each<[string, Parameters<typeof describeRequirement>[0], string]>([
    [
      "a rule decided",
      { version: 3, ruleName: "Large amounts", ...two },
      "2 approvals from Finance ops or Admin (rule “Large amounts”, policy version 3)",
    ],
    [
      "no rule matched",
      { version: 3, ruleName: null, approvals: 1, roles: [] },
      "1 approval from another person, not the maker (no rule matched, policy version 3)",
    ],
    [
      "no policy saved",
      { version: null, ruleName: null, approvals: 1, roles: [] },
      "1 approval from another person, not the maker (the default: no policy saved yet)",
    ],
    [
      "nothing needed, capitalised",
      { version: 4, ruleName: "Fees", approvals: 0, roles: [] },
      "No approval needed, submitted as soon as the maker creates it (rule “Fees”, policy version 4)",
    ],
  ])("%s", (_, requirement, words) => {
    expect(describeRequirement(requirement)).toBe(words);
  });
});

describe("describeRule", () => {
  it.each<[string, TPolicyConditions, string]>([
    ["no condition", {}, "Every draft: 2 approvals from Finance ops or Admin."],
    [
      "from only",
      { amountFrom: 1_000_000 },
      "When the amount is 10,000.00 EUR or more: 2 approvals from Finance ops or Admin.",
    ],
    [
      "to only",
      { amountTo: 99 },
      "When the amount is 0.99 EUR or less: 2 approvals from Finance ops or Admin.",
    ],
    [
      "a range",
      { amountFrom: 0, amountTo: 123_456_789 },
      "When the amount is from 0.00 EUR to 1,234,567.89 EUR: 2 approvals from Finance ops or Admin.",
    ],
    [
      "one other currency formats in it",
      { amountFrom: 1000, currencies: ["JPY"] },
      "When the amount is 1,000 JPY or more and the currency is JPY: 2 approvals from Finance ops or Admin.",
    ],
    [
      "two currencies keep EUR",
      { amountTo: 1000, currencies: ["EUR", "USD"] },
      "When the amount is 10.00 EUR or less and the currency is EUR or USD: 2 approvals from Finance ops or Admin.",
    ],
    [
      "schemes",
      { schemes: ["SEPA", "INST"] },
      "When the scheme is SEPA credit transfer or SEPA Instant: 2 approvals from Finance ops or Admin.",
    ],
    [
      "countries",
      { creditorCountries: ["DE", "FR", "NL"] },
      "When the creditor's IBAN is from DE, FR or NL: 2 approvals from Finance ops or Admin.",
    ],
    [
      "a new creditor",
      { newCreditor: true },
      "When the creditor's IBAN was never paid before: 2 approvals from Finance ops or Admin.",
    ],
    [
      "a known creditor",
      { newCreditor: false },
      "When the creditor's IBAN was paid before: 2 approvals from Finance ops or Admin.",
    ],
    [
      "everything at once",
      { amountFrom: 500_000, schemes: ["INST"], creditorCountries: ["DE"], newCreditor: true },
      "When the amount is 5,000.00 EUR or more, the scheme is SEPA Instant, the creditor's IBAN is from DE and " +
        "the creditor's IBAN was never paid before: 2 approvals from Finance ops or Admin.",
    ],
  ])("%s", (_, when, words) => {
    // The amount keeps its code with a no-break space (lib/money/format.ts); the table writes a space.
    expect(describeRule(rule(when, two), { locale: "en-GB" }).replaceAll("\u00a0", " ")).toBe(words);
  });

  it("formats amounts in the reader's locale", () => {
    const words = describeRule(rule({ amountFrom: 123_456 }, { approvals: 0, roles: [] }), {
      locale: "de-DE",
    });
    expect(words).toBe(
      "When the amount is 1.234,56\u00a0EUR or more: no approval needed, submitted as soon as the maker creates it.",
    );
  });
});
