import { describe, expect, it } from "vitest";
import { MAX_MINOR, toMinorNumber, toPlainDecimal } from "./money";
import { minor, randomMinors } from "@/lib/testing/money-fixtures";

describe("toMinorNumber", () => {
  it("converts safe bigints and refuses what a JSON number cannot hold exactly", () => {
    expect(toMinorNumber(123456n)).toBe(123456);
    expect(toMinorNumber(-29n)).toBe(-29);
    expect(toMinorNumber(0n)).toBe(0);
    expect(toMinorNumber(9007199254740991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinorNumber(-9007199254740991n)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => toMinorNumber(9007199254740992n)).toThrow(RangeError);
    expect(() => toMinorNumber(-9007199254740992n)).toThrow(/cannot be sent exactly/);
    expect(() => toMinorNumber(10n ** 30n)).toThrow(RangeError);
  });

  it("sends exactly what was typed", () => {
    expect(toMinorNumber(minor("0.29", "EUR"))).toBe(29);
    expect(toMinorNumber(minor("90071992547409.91", "EUR"))).toBe(9007199254740991);
  });
});

describe("toPlainDecimal", () => {
  it("writes major units exactly, in the currency's precision, without grouping or locale", () => {
    expect(toPlainDecimal(123456, "EUR")).toBe("1234.56");
    expect(toPlainDecimal(500n, "EUR")).toBe("5.00");
    expect(toPlainDecimal(7, "EUR")).toBe("0.07");
    expect(toPlainDecimal(0, "EUR")).toBe("0.00");
    expect(toPlainDecimal(-5, "JPY")).toBe("-5");
    expect(toPlainDecimal(-29n, "EUR")).toBe("-0.29");
    expect(toPlainDecimal(125, "BHD")).toBe("0.125");
    expect(toPlainDecimal(1, "CLF")).toBe("0.0001");
    expect(toPlainDecimal(123456n, "EUR/2")).toBe("1234.56");
    expect(toPlainDecimal(123456n, { code: "XTS", decimals: 3 })).toBe("123.456");
  });

  it("stays exact beyond what a float holds", () => {
    expect(toPlainDecimal(Number.MAX_SAFE_INTEGER, "EUR")).toBe("90071992547409.91");
    expect(toPlainDecimal(10n ** 30n + 1n, "EUR")).toBe("10000000000000000000000000000.01");
  });

  it("refuses what it cannot place: an unknown currency, a fraction of a minor unit, an unsafe number", () => {
    expect(() => toPlainDecimal(1, "XXX")).toThrow(/Unknown currency/);
    expect(() => toPlainDecimal(1.5, "EUR")).toThrow(RangeError);
    expect(() => toPlainDecimal(2 ** 53, "EUR")).toThrow(RangeError);
  });

  it("reads back to the same minor units (the canonical form parseMajorAmount takes in URLs)", () => {
    for (const currency of ["EUR", "JPY", "BHD", { code: "CLF", decimals: 4 }]) {
      for (const value of [0n, 1n, -1n, MAX_MINOR, -MAX_MINOR, ...randomMinors(40, 7)]) {
        const text = toPlainDecimal(value, currency);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(minor(text, currency, { locale: "en-US", allowNegative: true }), text).toBe(value);
      }
    }
  });
});
