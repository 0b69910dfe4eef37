import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ROLES } from "@/lib/auth/client-safe/roles";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { DEFAULT_POLICY, evaluatePolicy } from "./policy";
import { toPolicy, ZPolicyBody, ZSavePolicyInput } from "./policy-input";

const rule = (over: object = {}, when: object = { amountFrom: 100_000 }) => ({
  id: randomUUID(),
  name: "Large amounts",
  when,
  approvals: 2,
  roles: ["finance_ops", "admin"],
  ...over,
});
const input = (rules: unknown[], over: object = {}) => ({
  baseVersion: 2,
  rules,
  otherwise: { approvals: 1, roles: [] },
  comment: "Two signatures above 1,000 EUR",
  ...over,
});
/** The field errors as the save action answers them (the guard's fieldErrorsOf), keyed by path. */
const errors = (value: unknown) => {
  const parsed = ZSavePolicyInput.safeParse(value);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

const everyCondition = {
  amountFrom: 0,
  amountTo: 0,
  schemes: ["SEPA", "INST"],
  currencies: ["EUR"],
  creditorCountries: ["DE", "FR", "XK"],
  newCreditor: true,
};

describe("ZSavePolicyInput accepts", () => {
  it.each<[string, unknown]>([
    ["no rules, only the outcome otherwise", input([])],
    [
      "the first save (no base version), no comment",
      input([rule()], { baseVersion: null, comment: undefined }),
    ],
    ["a rule without conditions (a catch-all)", input([rule({}, {})])],
    ["every condition", input([rule({}, everyCondition)])],
    [
      "0 and 3 approvals, every role",
      input([rule({ approvals: 0 }), rule({ name: "B", approvals: 3, roles: ROLES })]),
    ],
    ["50 rules", input(Array.from({ length: 50 }, (_, i) => rule({ name: `Rule ${i}` })))],
  ])("%s", (_, value) => {
    expect(errors(value)).toEqual({});
  });

  it("trims names and comments", () => {
    const parsed = ZSavePolicyInput.parse(input([rule({ name: "  Large  " })], { comment: " why " }));
    expect([parsed.rules[0]!.name, parsed.comment]).toEqual(["Large", "why"]);
  });
});

// Each refusal: what was sent, the field path the action reports, and its message.
// prettier-ignore
const REFUSALS: [string, unknown, string, string][] = [
  ["a missing otherwise", input([], { otherwise: undefined }), "otherwise", "Say what a draft needs when no rule matches."],
  ["roles missing", input([rule({ roles: undefined })]), "rules.0.roles", "A list of roles (empty: any approver)."],
  ["a version of 0", input([], { baseVersion: 0 }), "baseVersion", "Not a version number."],
  ["51 rules", input(Array.from({ length: 51 }, (_, i) => rule({ name: `R${i}` }))), "rules", "At most 50 rules."],
  ["an empty name", input([rule({ name: "  " })]), "rules.0.name", "Name the rule."],
  ["a name of 81 characters", input([rule({ name: "n".repeat(81) })]), "rules.0.name", "At most 80 characters."],
  ["a duplicate name", input([rule(), rule({ name: " large AMOUNTS" })]), "rules.1.name", "Another rule has this name."],
  ["a rule id that is not one", input([rule({ id: "x" })]), "rules.0.id", "Not a rule id."],
  ["a negative amount", input([rule({}, { amountFrom: -1 })]), "rules.0.when.amountFrom", "Not negative."],
  ["a fraction of a cent", input([rule({}, { amountTo: 1.5 })]), "rules.0.when.amountTo", "Whole minor units only."],
  ["an amount as text", input([rule({}, { amountTo: "100" })]), "rules.0.when.amountTo", "Enter an amount in minor units."],
  ["from above to", input([rule({}, { amountFrom: 2, amountTo: 1 })]), "rules.0.when.amountTo", "The lowest amount is above the highest."],
  ["an unknown scheme", input([rule({}, { schemes: ["SWIFT"] })]), "rules.0.when.schemes.0", "Not a scheme."],
  ["an empty scheme list", input([rule({}, { schemes: [] })]), "rules.0.when.schemes", "Add at least one entry, or remove the condition."],
  ["a scheme twice", input([rule({}, { schemes: ["INST", "INST"] })]), "rules.0.when.schemes", "Each entry once."],
  ["a currency in lower case", input([rule({}, { currencies: ["eur"] })]), "rules.0.when.currencies.0", "A three-letter currency code."],
  ["an unknown currency", input([rule({}, { currencies: ["EUR", "XYZ"] })]), "rules.0.when.currencies.1", "Not a currency code this app knows."],
  ["a country of three letters", input([rule({}, { creditorCountries: ["DEU"] })]), "rules.0.when.creditorCountries.0", "A two-letter country code."],
  ["a country that does not exist", input([rule({}, { creditorCountries: ["QQ"] })]), "rules.0.when.creditorCountries.0", "Not an ISO 3166 country code."],
  ["a country without IBANs", input([rule({}, { creditorCountries: ["US"] })]), "rules.0.when.creditorCountries.0", "This country issues no IBANs, so no creditor is from it."],
  ["newCreditor as text", input([rule({}, { newCreditor: "yes" })]), "rules.0.when.newCreditor", "Yes or no."],
  ["an unknown condition", input([rule({}, { debtorIban: "DE" })]), "rules.0.when", 'Unrecognized key: "debtorIban"'],
  ["4 approvals", input([rule({ approvals: 4 })]), "rules.0.approvals", "From 0 to 3 approvals."],
  ["an unknown role", input([rule({ roles: ["root"] })]), "rules.0.roles.0", "Not a role."],
  ["a role twice", input([rule({ roles: ["admin", "admin"] })]), "rules.0.roles", "Each role once."],
  ["otherwise with 4 approvals", input([], { otherwise: { approvals: 4, roles: [] } }), "otherwise.approvals", "From 0 to 3 approvals."],
  ["a comment of 501 characters", input([], { comment: "c".repeat(501) }), "comment", "At most 500 characters."],
];

describe("ZSavePolicyInput refuses, with a message on the field", () => {
  it.each(REFUSALS)("%s", (_, value, path, message) => {
    expect(errors(value)[path]).toContain(message);
  });

  it("reports a duplicate name while another field of the set is still wrong", () => {
    const found = errors(input([rule(), rule({ approvals: 9 }), rule({ name: "large amounts" })]));
    expect(found).toMatchObject({
      "rules.1.approvals": "From 0 to 3 approvals.",
      "rules.2.name": "Another rule has this name.",
    });
  });

  it("reports two rules sharing an id", () => {
    const id = randomUUID();
    expect(errors(input([rule({ id }), rule({ id, name: "Other" })]))["rules.1.id"]).toBe(
      "Two rules share an id.",
    );
  });
});

describe("toPolicy", () => {
  it("turns a stored body into a policy the engine evaluates", () => {
    const rules = [rule({ name: "New creditors" }, { newCreditor: true })];
    const body = ZPolicyBody.parse({ rules, otherwise: DEFAULT_POLICY.otherwise });
    const facts = { amountMinor: 1, currency: "EUR", scheme: "SEPA", creditorCountry: "DE" } as const;
    const policy = toPolicy(7, body);
    expect(evaluatePolicy(policy, { ...facts, newCreditor: true })).toMatchObject({
      version: 7,
      approvals: 2,
    });
    expect(evaluatePolicy(policy, { ...facts, newCreditor: false })).toMatchObject({
      version: 7,
      approvals: 1,
    });
  });
});
