import { describe, expect, it } from "vitest";
import type { TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { changesBetween, describeRule } from "./describe-rule";
import { checkDraft, errorAt, newDraftRule, otherErrors, toDraft, type TDraftRule } from "./draft";

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const draft = (n: number, over: Partial<TDraftRule> = {}): TDraftRule => ({
  ...newDraftRule(ID(n), `R${n}`),
  ...over,
});
const rule = (n: number, over: Partial<TRule> = {}): TRule => ({
  id: ID(n),
  name: `R${n}`,
  enabled: true,
  conditions: {},
  outcome: { action: "ACCEPT" },
  ...over,
});

describe("checkDraft", () => {
  it("turns major units typed in the reader's locale into exact minor units", () => {
    const en = checkDraft(
      [draft(1, { amountMin: "1,234.56", amountMax: "90071992547409.91" })],
      null,
      "",
      "en-US",
    );
    expect(en.ok && en.input.rules[0]!.conditions).toEqual({
      amountMin: 123_456,
      amountMax: 9_007_199_254_740_991,
    });
    const de = checkDraft([draft(1, { amountMin: "1.234,56" })], 3, "", "de-DE");
    expect(de.ok && de.input.rules[0]!.conditions.amountMin).toBe(123_456);
    expect(de.ok && de.input.baseVersion).toBe(3);
  });
  it("reads lists one per line, drops empty conditions, upper-cases currencies", () => {
    const r = checkDraft(
      [draft(1, { currencies: "eur\n\n usd ", debtorBics: "bnpafrpp\n", endToEndIdPattern: "  E2E-* " })],
      null,
      "  why ",
      "en-US",
    );
    expect(r.ok && r.input).toEqual({
      baseVersion: null,
      comment: "why",
      rules: [
        expect.objectContaining({
          conditions: { currencies: ["EUR", "USD"], debtorBics: ["BNPAFRPP"], endToEndIdPattern: "E2E-*" },
          outcome: { action: "LEAVE" },
        }),
      ],
    });
  });
  it("puts each problem at its field, keyed like the server's field errors", () => {
    const r = checkDraft(
      [
        draft(1, { amountMin: "10.00", amountMax: "5.00" }),
        draft(2, { debtorBics: "BNPAFRPP\nBNP-FRPP", action: "REJECT", amountMin: "1,5" }),
      ],
      null,
      "",
      "en-US",
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(errorAt(r.errors, 0, "conditions.amountMax")).toBe("The lowest amount is above the highest.");
    expect(errorAt(r.errors, 1, "conditions.debtorBics")).toMatch(/^Line 2: A BIC or pattern may hold only/);
    expect(errorAt(r.errors, 1, "outcome.reasonCode")).toBe("Choose a reject reason from the list.");
    expect(errorAt(r.errors, 1, "conditions.amountMin")).toMatch(/Write the amount like/);
    expect(otherErrors(r.errors)).toEqual([]);
  });
  it("refuses two rules of one name (checked once every rule parses)", () => {
    const r = checkDraft([draft(1), draft(2, { name: "r1 " })], null, "", "en-US");
    expect(!r.ok && errorAt(r.errors, 1, "name")).toBe("Another rule has this name.");
  });
  it("survives a round trip through the editor's text", () => {
    const stored = rule(1, {
      conditions: {
        amountMin: 100,
        amountMax: 123_456_789,
        debtorIbans: ["FR76*", "DE89370400440532013000"],
      },
      outcome: { action: "REJECT", reasonCode: "AC04" },
    });
    for (const locale of ["en-US", "de-DE", "fr-FR", "de-CH"]) {
      const back = checkDraft([toDraft(stored, locale)], 1, "", locale);
      expect(back.ok && back.input.rules[0]).toEqual(stored);
    }
  });
  it("names messages that belong to no field", () => {
    expect(
      otherErrors({ rules: "At most 200 rules.", "rules.1.id": "Two rules share an id.", comment: "x" }),
    ).toEqual(["At most 200 rules.", "Rule 2: Two rules share an id."]);
  });
});

describe("changesBetween", () => {
  it("lists additions, edits, switches, moves and removals in words", () => {
    const before = [rule(1), rule(2, { outcome: { action: "LEAVE" } }), rule(3)];
    const after = [
      rule(2, { outcome: { action: "LEAVE" } }),
      rule(1, { name: "R1 renamed", enabled: false }),
      rule(4, { conditions: { endToEndIdPattern: "E2E-*" } }),
    ];
    expect(changesBetween(before, after, "en-US")).toEqual([
      "Moves “R2” from position 2 to 1.",
      "Renames “R1” to “R1 renamed”.",
      "Disables “R1 renamed”.",
      "Moves “R1 renamed” from position 1 to 2.",
      "Adds “R4” at position 3: Accept when end-to-end id E2E-*.",
      "Removes “R3”: Accept every payment.",
    ]);
    expect(changesBetween(before, before, "en-US")).toEqual([]);
  });
  it("describes conditions with amounts in the reader's locale", () => {
    expect(
      describeRule(
        rule(1, {
          conditions: { amountMax: 100_000, currencies: ["EUR"] },
          outcome: { action: "REJECT", reasonCode: "FRAD" },
        }),
        "de-DE",
      ),
    ).toBe("Reject (Fraudulent origin, FRAD) when amount at most 1.000,00\u00a0EUR and currency EUR");
  });
});
