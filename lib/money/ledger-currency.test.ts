import { describe, expect, it } from "vitest";
import {
  currencyCode,
  formatPostingAmount,
  ledgerCurrency,
  LEDGER_CURRENCIES,
  parsePostingCurrency,
} from "./ledger-currency";

describe("parsePostingCurrency", () => {
  it.each([
    ["EUR/2", "EUR", 2],
    ["JPY/0", "JPY", 0],
    ["BHD/3", "BHD", 3],
    ["CLF/4", "CLF", 4],
    // The ledger states the decimals of its own postings; they win over ISO's table.
    ["EUR/3", "EUR", 3],
    // An unknown code is accepted with the decimals the ledger states.
    ["XTS/2", "XTS", 2],
  ])("reads %s as %s with %i decimals", (text, code, decimals) => {
    expect(parsePostingCurrency(text)).toEqual({ ok: true, currency: { code, decimals } });
  });

  it("tolerates a plain code when its minor units are known", () => {
    expect(parsePostingCurrency("EUR")).toEqual({ ok: true, currency: { code: "EUR", decimals: 2 } });
    expect(parsePostingCurrency("KWD")).toEqual({ ok: true, currency: { code: "KWD", decimals: 3 } });
  });

  it("refuses a plain code it cannot place, saying why", () => {
    const r = parsePostingCurrency("XTS");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/without its decimals/);
  });

  it.each(["eur/2", "EUR/", "EUR/-2", "EUR/5", "EUR/12", "EURO/2", "EUR 2", "/2", "", "EUR/2 ", "EUR/two"])(
    "refuses the malformed %j with the expected form in the message",
    (text) => {
      const r = parsePostingCurrency(text);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/EUR\/2|decimals/);
    },
  );
});

describe("formatPostingAmount", () => {
  it("shows minor units in the precision the ledger states, exactly", () => {
    expect(formatPostingAmount(123456, "EUR/2", { locale: "en-US" })).toBe("1,234.56\u00a0EUR");
    expect(formatPostingAmount(123456, "EUR/2", { locale: "de-DE" })).toBe("1.234,56\u00a0EUR");
    expect(formatPostingAmount(1500, "JPY/0", { locale: "en-US" })).toBe("1,500\u00a0JPY");
    expect(formatPostingAmount(1500, "BHD/3", { locale: "en-US" })).toBe("1.500\u00a0BHD");
    expect(formatPostingAmount(5, "EUR/2", { locale: "en-US" })).toBe("0.05\u00a0EUR");
    expect(formatPostingAmount(9007199254740991n, "EUR/2", { locale: "en-US" })).toBe(
      "90,071,992,547,409.91\u00a0EUR",
    );
  });

  it("follows the stated decimals even when they differ from ISO's", () => {
    expect(formatPostingAmount(1500, "EUR/3", { locale: "en-US" })).toBe("1.500\u00a0EUR");
  });

  it("is null for a currency it cannot read, never a guessed precision", () => {
    expect(formatPostingAmount(100, "EUR2")).toBeNull();
    expect(formatPostingAmount(100, "XTS")).toBeNull();
  });
});

describe("LEDGER_CURRENCIES", () => {
  it("lists the ledger's 22 currencies with their minor units", () => {
    expect(LEDGER_CURRENCIES).toHaveLength(22);
    expect(ledgerCurrency("JPY")).toEqual({ code: "JPY", decimals: 0 });
    expect(ledgerCurrency("TND")).toEqual({ code: "TND", decimals: 3 });
    expect(ledgerCurrency("NZD")).toBeNull();
    expect(ledgerCurrency("eur")).toBeNull();
  });
});

describe("currencyCode", () => {
  it("shows the code of the ledger's wire form, and anything else as it came", () => {
    expect(currencyCode("EUR/2")).toBe("EUR");
    expect(currencyCode("JPY/0")).toBe("JPY");
    expect(currencyCode("EUR")).toBe("EUR");
    expect(currencyCode("EUR2")).toBe("EUR2");
  });
});
