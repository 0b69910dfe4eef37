import { describe, expect, it } from "vitest";
import type { TPolicyRule } from "@/lib/domain/initiation/policy";
import { checkPolicyDraft, errorAt, newDraftRule, toDraftRule, type TDraftPolicyRule } from "./policy-draft";

const ID = "3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b";
const ID2 = "4f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b";
const ONE = { approvals: 1 as const, roles: [] };
const draft = (over: Partial<TDraftPolicyRule> = {}) => ({ ...newDraftRule(ID, "Large"), ...over });
const check = (rules: TDraftPolicyRule[], locale = "en-US") =>
  checkPolicyDraft({ rules, otherwise: ONE }, 3, "", locale);

describe("checkPolicyDraft", () => {
  it("turns typed text into the save input: major units to minor, lists to codes, empty fields to no condition", () => {
    const typed = draft({
      amountFrom: "10,000.00",
      amountTo: " ",
      schemes: ["INST"],
      currencies: "eur",
      creditorCountries: "fi, de  ee",
      newCreditor: "new",
      roles: ["admin"],
    });
    expect(check([typed])).toEqual({
      ok: true,
      input: {
        baseVersion: 3,
        otherwise: ONE,
        rules: [
          {
            id: ID,
            name: "Large",
            when: {
              amountFrom: 1_000_000,
              schemes: ["INST"],
              currencies: ["EUR"],
              creditorCountries: ["FI", "DE", "EE"],
              newCreditor: true,
            },
            approvals: 2,
            roles: ["admin"],
          },
        ],
      },
    });
    expect(check([draft({ amountFrom: "1.234,5" })], "de-DE")).toMatchObject({
      input: { rules: [{ when: { amountFrom: 123_450 } }] },
    });
  });

  it.each([
    ["an amount that is not one", { amountFrom: "ten" }, "rules.0.when.amountFrom"],
    ["bounds upside down", { amountFrom: "500", amountTo: "100" }, "rules.0.when.amountTo"],
    ["an unknown country", { creditorCountries: "DE, ZZ" }, "rules.0.when.creditorCountries.1"],
    ["a currency twice", { currencies: "EUR eur" }, "rules.0.when.currencies"],
    ["no name", { name: " " }, "rules.0.name"],
  ])("names the field of %s by the schema's path", (_, over, key) => {
    const result = check([draft(over)]);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toContain(key);
  });

  it("reports a duplicate name on the second rule", () => {
    const result = check([draft(), draft({ id: ID2, name: " large " })]);
    expect(result).toEqual({ ok: false, errors: { "rules.1.name": "Another rule has this name." } });
  });

  it("reads a stored rule back as the text it was typed as", () => {
    const rule: TPolicyRule = {
      id: ID,
      name: "R",
      when: { amountTo: 500_000, newCreditor: false },
      approvals: 3,
      roles: [],
    };
    const back = toDraftRule(rule, "en-US");
    expect(back).toMatchObject({ amountFrom: "", amountTo: "5,000.00", newCreditor: "paid", schemes: [] });
    expect(check([back])).toMatchObject({ ok: true, input: { rules: [rule] } });
  });
});

describe("errorAt", () => {
  it("gives a field its own message, else its first entry's, by position", () => {
    const errors = {
      "rules.0.when.creditorCountries.1": "Not an ISO 3166 country code.",
      "rules.0.name": "Name the rule.",
    };
    expect(errorAt(errors, "rules.0.name")).toBe("Name the rule.");
    expect(errorAt(errors, "rules.0.when.creditorCountries")).toBe("Entry 2: Not an ISO 3166 country code.");
    expect(errorAt(errors, "rules.0.when.currencies")).toBeUndefined();
  });
});
