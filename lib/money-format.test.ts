import { describe, expect, it } from "vitest";
import { formatMinor, MAX_MINOR, parseMajorAmount } from "./money";
import { NBSP, NNBSP, MINUS, minor, randomMinors } from "@/lib/testing/money-fixtures";

describe("formatMinor", () => {
  it("shows the currency's precision with the code beside the number", () => {
    expect(formatMinor(123456n, "EUR", { locale: "en-GB" })).toBe(`1,234.56${NBSP}EUR`);
    expect(formatMinor(5n, "EUR", { locale: "en-GB" })).toBe(`0.05${NBSP}EUR`);
    expect(formatMinor(0n, "EUR", { locale: "en-GB" })).toBe(`0.00${NBSP}EUR`);
    expect(formatMinor(100n, "EUR", { locale: "en-GB" })).toBe(`1.00${NBSP}EUR`);
    expect(formatMinor(1500n, "JPY", { locale: "en-GB" })).toBe(`1,500${NBSP}JPY`);
    expect(formatMinor(0n, "JPY", { locale: "en-GB" })).toBe(`0${NBSP}JPY`);
    expect(formatMinor(1005n, "BHD", { locale: "en-GB" })).toBe(`1.005${NBSP}BHD`);
    expect(formatMinor(1n, "BHD", { locale: "en-GB" })).toBe(`0.001${NBSP}BHD`);
    expect(formatMinor(12345n, { code: "CLF", decimals: 4 }, { locale: "en-GB" })).toBe(`1.2345${NBSP}CLF`);
    expect(formatMinor(123456n, "EUR", { locale: "en-GB", withCode: false })).toBe("1,234.56");
  });

  it("reads the ledger's `EUR/2` directly", () => {
    expect(formatMinor(-2500n, "EUR/2", { locale: "en-GB" })).toBe(`${MINUS}25.00${NBSP}EUR`);
    expect(formatMinor(2500n, "JPY/0", { locale: "en-GB" })).toBe(`2,500${NBSP}JPY`);
    expect(formatMinor(2500n, "XTS/2", { locale: "en-GB" })).toBe(`25.00${NBSP}XTS`);
  });

  it("uses the locale's separators: en-GB, de-DE, fr-FR (narrow no-break space), de-CH", () => {
    expect(formatMinor(123456789n, "EUR", { locale: "de-DE" })).toBe(`1.234.567,89${NBSP}EUR`);
    expect(formatMinor(123456789n, "EUR", { locale: "fr-FR" })).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}EUR`);
    // de-CH groups with an apostrophe: U+0027 in Node 20's ICU, U+2019 in newer CLDR data.
    expect(formatMinor(123456789n, "CHF", { locale: "de-CH" })).toMatch(/^1['’]234['’]567\.89\u00a0CHF$/);
    expect(formatMinor(123456789n, "EUR", { locale: "en-IN" })).toBe(`12,34,567.89${NBSP}EUR`);
    expect(formatMinor(123456n, "EUR", { locale: "es-ES" })).toBe(`1234,56${NBSP}EUR`); // es: no group under 10 000
  });

  it("marks negatives with a real minus sign (U+2212), and plus signs on request", () => {
    expect(formatMinor(-123456n, "EUR", { locale: "en-GB" })).toBe(`${MINUS}1,234.56${NBSP}EUR`);
    expect(formatMinor(-5, "EUR", { locale: "de-DE" })).toBe(`${MINUS}0,05${NBSP}EUR`);
    expect(formatMinor(-0, "EUR", { locale: "en-GB" })).toBe(`0.00${NBSP}EUR`);
    expect(formatMinor(100n, "EUR", { locale: "en-GB", signDisplay: "always" })).toBe(`+1.00${NBSP}EUR`);
    expect(formatMinor(0n, "EUR", { locale: "en-GB", signDisplay: "always" })).toBe(`+0.00${NBSP}EUR`);
    expect(formatMinor(0n, "EUR", { locale: "en-GB", signDisplay: "exceptZero" })).toBe(`0.00${NBSP}EUR`);
    expect(formatMinor(1n, "EUR", { locale: "en-GB", signDisplay: "exceptZero" })).toBe(`+0.01${NBSP}EUR`);
    expect(formatMinor(-1n, "EUR", { locale: "en-GB", signDisplay: "exceptZero" })).toBe(
      `${MINUS}0.01${NBSP}EUR`,
    );
  });

  it("is exact for huge values, far beyond a double's 2^53", () => {
    expect(formatMinor(123456789012345678901234567890n, "EUR", { locale: "en-GB" })).toBe(
      `1,234,567,890,123,456,789,012,345,678.90${NBSP}EUR`,
    );
    expect(formatMinor(9007199254740993n, "EUR", { locale: "en-GB", withCode: false })).toBe(
      "90,071,992,547,409.93",
    );
    expect(formatMinor(-999999999999999999n, "BHD", { locale: "de-DE" })).toBe(
      `${MINUS}999.999.999.999.999,999${NBSP}BHD`,
    );
  });

  it("accepts numbers only when they are safe integers, and throws on unknown currencies", () => {
    expect(formatMinor(Number.MAX_SAFE_INTEGER, "EUR", { locale: "en-GB", withCode: false })).toBe(
      "90,071,992,547,409.91",
    );
    expect(() => formatMinor(Number.MAX_SAFE_INTEGER + 1, "EUR")).toThrow(RangeError);
    expect(() => formatMinor(1.5, "EUR")).toThrow(RangeError);
    expect(() => formatMinor(Number.NaN, "EUR")).toThrow(RangeError);
    expect(() => formatMinor(1n, "XXX")).toThrow(/Unknown currency "XXX"/);
    expect(() => formatMinor(1n, "EUR/7")).toThrow(RangeError);
  });

  it("agrees with Intl.NumberFormat's exact decimal-string formatting (Node ≥ 19)", () => {
    // Node 20's Intl formats a decimal string with full precision (Intl.NumberFormat v3): check that it
    // does, and that formatMinor's bigint-based grouping gives the same text.
    const exact = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(exact.format("90071992547409.93")).toBe("90,071,992,547,409.93");
    expect(exact.format(90071992547409.93)).not.toBe("90,071,992,547,409.93");
    for (const locale of ["en-GB", "de-DE", "fr-FR", "de-CH", "en-IN", "es-ES", "pl-PL"]) {
      for (const decimals of [0, 2, 3]) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of randomMinors(50, 7 + decimals)) {
          const abs = (value < 0n ? -value : value).toString().padStart(decimals + 1, "0");
          const text = decimals ? `${abs.slice(0, -decimals)}.${abs.slice(-decimals)}` : abs;
          const ours = formatMinor(value < 0n ? -value : value, { code: "XTS", decimals }, { locale });
          expect(ours).toBe(`${intl.format(text as Intl.StringNumericLiteral)}${NBSP}XTS`);
        }
      }
    }
  });
});

describe("round trip", () => {
  it("parse(format(x)) === x for random amounts in every locale and precision", () => {
    for (const locale of ["en-GB", "en-US", "de-DE", "fr-FR", "de-CH", "en-IN", "es-ES", "pl-PL", "sv-SE"]) {
      for (const currency of ["EUR", "JPY", "BHD", "EUR/2", { code: "CLF", decimals: 4 }]) {
        for (const value of [0n, 1n, -1n, MAX_MINOR, -MAX_MINOR, ...randomMinors(40, 42)]) {
          const shown = formatMinor(value, currency, { locale, withCode: false });
          expect(parseMajorAmount(shown, currency, { locale, allowNegative: true }), shown).toEqual({
            ok: true,
            minor: value,
          });
          const coded = formatMinor(value, currency, { locale, signDisplay: "always" });
          expect(minor(coded, currency, { locale, allowNegative: true }), coded).toBe(value);
        }
      }
    }
  });
});
