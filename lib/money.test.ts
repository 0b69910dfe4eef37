import { describe, expect, it } from "vitest";
import {
  currencyDecimals,
  formatMinor,
  isCurrencyCode,
  MAX_MINOR,
  parseLedgerCurrency,
  parseMajorAmount,
  toMinorNumber,
  toPlainDecimal,
} from "./money";

const NBSP = "\u00a0";
const NNBSP = "\u202f"; // fr-FR groups thousands with a narrow no-break space
const MINUS = "\u2212";

const minor = (input: string, currency: string | { code: string; decimals: number }, opts = {}) => {
  const result = parseMajorAmount(input, currency, opts);
  if (!result.ok) throw new Error(`"${input}" refused: ${result.error}`);
  return result.minor;
};
const error = (input: string, currency: string | { code: string; decimals: number }, opts = {}) => {
  const result = parseMajorAmount(input, currency, opts);
  if (result.ok) throw new Error(`"${input}" accepted as ${result.minor}`);
  return result.error;
};

/** Deterministic pseudo-random bigints (mulberry32), so a failing case can be reproduced. */
function randomMinors(count: number, seed: number): bigint[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const digits = 1 + Math.floor(next() * 16);
    const text = Array.from({ length: digits }, () => Math.floor(next() * 10)).join("");
    const value = BigInt(text) % (MAX_MINOR + 1n);
    return next() < 0.5 ? -value : value;
  });
}

describe("currencies", () => {
  it("knows ISO 4217 minor units for the ledger's currencies and common others", () => {
    for (const code of "EUR USD GBP CHF SEK NOK DKK PLN CZK HUF RON BGN CAD AUD".split(" ")) {
      expect(currencyDecimals(code)).toBe(2);
    }
    for (const code of ["JPY", "ISK", "KRW"]) expect(currencyDecimals(code)).toBe(0);
    for (const code of ["BHD", "KWD", "JOD", "OMR", "TND"]) expect(currencyDecimals(code)).toBe(3);
    expect(currencyDecimals("CLF")).toBe(4);
    expect(currencyDecimals("XXX")).toBeNull();
    expect(currencyDecimals("eur")).toBeNull();
    expect(currencyDecimals("toString")).toBeNull();
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("EU")).toBe(false);
    expect(isCurrencyCode("eur")).toBe(false);
  });

  it("parses the ledger's `<code>/<decimal places>`", () => {
    expect(parseLedgerCurrency("EUR/2")).toEqual({ code: "EUR", decimals: 2 });
    expect(parseLedgerCurrency("JPY/0")).toEqual({ code: "JPY", decimals: 0 });
    expect(parseLedgerCurrency("BHD/3")).toEqual({ code: "BHD", decimals: 3 });
    expect(parseLedgerCurrency("CLF/4")).toEqual({ code: "CLF", decimals: 4 });
    // The ledger states the precision, so a code outside the table is still read.
    expect(parseLedgerCurrency("XTS/2")).toEqual({ code: "XTS", decimals: 2 });
    for (const bad of ["eur/2", "EUR", "EUR/", "EUR/-2", "EUR/5", "EUR/10", "EUR/2.0", " EUR/2", "EUR/2 "]) {
      expect(parseLedgerCurrency(bad), bad).toBeNull();
    }
    for (const bad of ["EURO/2", "EU/2", "EUR//2", "EUR-2", "", "/2", "EUR/+2", "EUR/٢"]) {
      expect(parseLedgerCurrency(bad), bad).toBeNull();
    }
  });
});

describe("parseMajorAmount", () => {
  it("returns exact minor units, with no floating-point drift", () => {
    expect(minor("0.29", "EUR")).toBe(29n); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(minor("0.1", "EUR") + minor("0.2", "EUR")).toBe(minor("0.3", "EUR"));
    expect(minor("1.15", "EUR")).toBe(115n); // 1.15 * 100 = 114.99999999999999
    expect(minor("4.35", "EUR")).toBe(435n); // 4.35 * 100 = 434.99999999999994
    expect(minor("1.005", "BHD")).toBe(1005n);
    expect(minor("1234.56", "EUR")).toBe(123456n);
    expect(minor("1234.5", "EUR")).toBe(123450n);
    expect(minor("1234", "EUR")).toBe(123400n);
    expect(minor("0", "EUR")).toBe(0n);
    expect(minor("007.50", "EUR")).toBe(750n);
    expect(minor(".5", "EUR")).toBe(50n);
    expect(minor("5.", "EUR")).toBe(500n);
    expect(minor("  12.30\t", "EUR")).toBe(1230n);
    expect(minor(`${NBSP}12.30${NNBSP}`, "EUR")).toBe(1230n);
  });

  it("refuses more decimals than the currency holds", () => {
    expect(error("1.005", "EUR")).toBe("EUR amounts have at most 2 decimals.");
    expect(error("1.500", "EUR")).toBe("EUR amounts have at most 2 decimals.");
    expect(error("0.0001", "BHD")).toBe("BHD amounts have at most 3 decimals.");
    expect(error("1.5", "JPY")).toBe("JPY amounts have no decimals.");
    expect(error("100.0", "JPY")).toBe("JPY amounts have no decimals.");
    expect(error("1.23", { code: "XTS", decimals: 1 })).toBe("XTS amounts have at most 1 decimal.");
  });

  it("handles currencies without decimals (JPY) and with three (BHD)", () => {
    expect(minor("1500", "JPY")).toBe(1500n);
    expect(minor("1,500", "JPY", { locale: "en-GB" })).toBe(1500n);
    expect(minor("1.500", "JPY", { locale: "de-DE" })).toBe(1500n);
    expect(minor("12.345", "KWD")).toBe(12345n);
    expect(minor("12", "OMR")).toBe(12000n);
  });

  it("accepts the ledger's `EUR/2` and { code, decimals } as the currency", () => {
    expect(minor("1.23", "EUR/2")).toBe(123n);
    expect(minor("123", "JPY/0")).toBe(123n);
    expect(minor("1.2345", { code: "CLF", decimals: 4 })).toBe(12345n);
    expect(error("1", "XXX")).toBe('"XXX" is not a currency Countersign knows.');
    expect(error("1", "eur")).toBe('"eur" is not a currency Countersign knows.');
    expect(error("1", "EUR/9")).toMatch(/not a currency/);
  });

  it("reads separators by the locale: en groups with commas, de with points, fr with spaces", () => {
    expect(minor("1,234.56", "EUR", { locale: "en-GB" })).toBe(123456n);
    expect(minor("1,234,567.89", "EUR", { locale: "en-US" })).toBe(123456789n);
    expect(minor("1.234,56", "EUR", { locale: "de-DE" })).toBe(123456n);
    expect(minor("1.234.567,89", "EUR", { locale: "de-DE" })).toBe(123456789n);
    expect(minor("1 234,56", "EUR", { locale: "de-DE" })).toBe(123456n);
    expect(minor("1 234,56", "EUR", { locale: "fr-FR" })).toBe(123456n);
    expect(minor(`1${NNBSP}234${NNBSP}567,89`, "EUR", { locale: "fr-FR" })).toBe(123456789n);
    expect(minor(`1${NBSP}234,56`, "EUR", { locale: "fr-FR" })).toBe(123456n);
    expect(minor("1234,56", "EUR", { locale: "fr-FR" })).toBe(123456n);
    expect(minor("1 234.56", "EUR", { locale: "en-GB" })).toBe(123456n);
    expect(minor("1'234.56", "CHF", { locale: "de-CH" })).toBe(123456n);
    expect(minor("1’234.56", "CHF", { locale: "de-CH" })).toBe(123456n);
    expect(minor("12,34,567.89", "EUR", { locale: "en-IN" })).toBe(123456789n);
  });

  it("refuses a separator the locale reads the other way, instead of guessing", () => {
    const en = "Write the amount like 1,234,567.89: “.” before the decimals, thousands by three.";
    const de = "Write the amount like 1.234.567,89: “,” before the decimals, thousands by three.";
    expect(error("1,5", "EUR", { locale: "en-GB" })).toBe(en);
    expect(error("1.234,56", "EUR", { locale: "en-GB" })).toBe(en);
    expect(error("1234,56", "EUR", { locale: "en-GB" })).toBe(en);
    expect(error("1.5", "EUR", { locale: "de-DE" })).toBe(de);
    expect(error("1,234.56", "EUR", { locale: "de-DE" })).toBe(de);
    expect(error("1.5", "EUR", { locale: "fr-FR" })).toMatch(/^Write the amount like 1\u202f234\u202f567,89/);
    expect(error("1.234", "JPY", { locale: "en-GB" })).toBe("JPY amounts have no decimals.");
  });

  it("refuses malformed grouping and repeated separators", () => {
    const opts = { locale: "en-GB" };
    for (const bad of [
      "1,23.45",
      "12,3456",
      "1,,234",
      ",123",
      "1,234,",
      "1, 234",
      "1,234 567",
      "1.2.3",
      "1..2",
    ]) {
      expect(error(bad, "EUR", opts), bad).toMatch(/^Write the amount like/);
    }
    expect(error("1.23.45", "EUR", opts)).toMatch(/^Write the amount like/);
    expect(error("1,234.5,6", "EUR", opts)).toMatch(/^Write the amount like/);
    expect(error("1.234,5.6", "EUR", { locale: "de-DE" })).toMatch(/^Write the amount like/);
  });

  it("refuses empty input, letters, exponents and other characters", () => {
    expect(error("", "EUR")).toBe("Enter an amount.");
    expect(error("   ", "EUR")).toBe("Enter an amount.");
    expect(error(".", "EUR")).toBe("Enter an amount in digits.");
    expect(error("1e6", "EUR")).toBe(
      "Type the amount in full: exponent notation such as 1e6 is not accepted.",
    );
    expect(error("1.5E+3", "EUR")).toMatch(/exponent notation/);
    const letters = "Use only digits, a decimal separator and thousands separators.";
    for (const bad of ["abc", "12a", "1O0", "0x10", "€12", "12%", "1/2", "--1", "1-", "Infinity", "NaN"]) {
      expect(error(bad, "EUR", { allowNegative: true }), bad).toBe(letters);
    }
    expect(error("1\t000", "EUR")).toBe(letters);
    expect(error("١٢٣", "EUR")).toBe(letters); // Arabic-Indic digits are not read
    expect(error("1".repeat(65), "EUR")).toBe("That amount is too long.");
  });

  it("takes a minus sign only when negatives are allowed", () => {
    expect(error("-1.00", "EUR")).toBe("The amount cannot be negative here.");
    expect(error(`${MINUS}1.00`, "EUR")).toBe("The amount cannot be negative here.");
    expect(minor("-1.00", "EUR", { allowNegative: true })).toBe(-100n);
    expect(minor(`${MINUS}1.00`, "EUR", { allowNegative: true })).toBe(-100n);
    expect(minor(" - 0.29", "EUR", { allowNegative: true })).toBe(-29n);
    expect(minor("-0", "EUR", { allowNegative: true })).toBe(0n);
    expect(minor("+12.5", "EUR")).toBe(1250n);
  });

  it("ignores a matching code and refuses another currency's", () => {
    expect(minor("1,234.56 EUR", "EUR", { locale: "en-GB" })).toBe(123456n);
    expect(minor("EUR 1,234.56", "EUR", { locale: "en-GB" })).toBe(123456n);
    expect(minor("12.30eur", "EUR")).toBe(1230n);
    expect(minor(`${MINUS}1.234,56${NBSP}EUR`, "EUR/2", { locale: "de-DE", allowNegative: true })).toBe(
      -123456n,
    );
    expect(error("12.30 USD", "EUR")).toBe("This amount is in EUR, not USD.");
    expect(error("12.30 ABC", "EUR")).toBe("Use only digits, a decimal separator and thousands separators.");
  });

  it("refuses amounts beyond Number.MAX_SAFE_INTEGER minor units, the largest the platform can carry", () => {
    expect(minor("90071992547409.91", "EUR")).toBe(9007199254740991n);
    expect(minor("-90071992547409.91", "EUR", { allowNegative: true })).toBe(-9007199254740991n);
    expect(error("90071992547409.92", "EUR", { locale: "en-GB" })).toBe(
      `That amount is too large: at most 90,071,992,547,409.91${NBSP}EUR.`,
    );
    expect(minor("9007199254740991", "JPY")).toBe(9007199254740991n);
    expect(error("9007199254740992", "JPY")).toMatch(/^That amount is too large/);
    expect(error("9007199254740.992", "BHD")).toMatch(/^That amount is too large/);
    expect(error("999999999999999999999999", "EUR")).toMatch(/^That amount is too large/);
  });
});

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
