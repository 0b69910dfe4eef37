import { describe, expect, it } from "vitest";
import { currencyDecimals, isCurrencyCode, parseLedgerCurrency } from "./money";
import { NBSP, NNBSP, MINUS, minor, error } from "@/lib/testing/money-fixtures";

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
