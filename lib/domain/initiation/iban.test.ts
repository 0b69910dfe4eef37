import { describe, expect, it } from "vitest";
import { checkIban, checkSepaIban, displayIban, ibanCountry, isSepaIban, normaliseIban } from "./iban";

// Published example IBANs (national banking associations' and the IBAN registry's), checksums right.
const VALID = [
  ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
  ["FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"],
  ["nl91abna0417164300", "NL91ABNA0417164300"],
  ["LT12 1000 0111 0100 1000", "LT121000011101001000"],
  ["AT61 1904 3002 3457 3201", "AT611904300234573201"],
  ["IT60 X054 2811 1010 0000 0123 456", "IT60X0542811101000000123456"],
  ["BE68 5390 0754 7034", "BE68539007547034"],
] as const;

describe("checkIban", () => {
  it.each(VALID)("accepts %s as %s", (typed, iban) => {
    expect(checkIban(typed)).toEqual({ ok: true, value: iban });
  });

  it.each([
    ["", "Enter an IBAN."],
    ["   ", "Enter an IBAN."],
    ["DE89-3704-0044-0532-0130-00", "An IBAN has only letters and digits."],
    ["DE89 3704 0044 0532 0130 0000 0000 0000 000", "An IBAN has at most 34 characters."],
    ["1289370400440532013000", "An IBAN starts with the two letters of its country, such as DE or FR."],
    [
      "XX89370400440532013000",
      "XX does not issue IBANs: an IBAN starts with the code of its country, such as DE or FR.",
    ],
    [
      "US89370400440532013000",
      "United States (US) does not issue IBANs: an IBAN starts with the code of its country, such as DE or FR.",
    ],
    ["DE8937040044053201300", "IBANs from Germany (DE) have 22 characters; this one has 21."],
    [
      "DE89370400440532013A00",
      "This is not the format of IBANs from Germany (DE): check the IBAN for a typing error.",
    ],
    [
      "DEXX370400440532013000",
      "The third and fourth characters of an IBAN are its check digits, two digits.",
    ],
    ["DE88370400440532013000", "The check digits do not match: check the IBAN for a typing error."],
    ["DE89370400440532013001", "The check digits do not match: check the IBAN for a typing error."],
    // The IBAN's own check digits are right; Belgium's account-number check digits are not.
    [
      "BE41539007547035",
      "The national check digits of the bank or account number do not match: check the IBAN for a typing error.",
    ],
    [
      "CH4431999123000889012",
      "This is a QR-IBAN, which takes QR-bill payments only: use the account's ordinary IBAN.",
    ],
  ])("refuses %j: %s", (typed, error) => {
    expect(checkIban(typed)).toEqual({ ok: false, error });
  });
});

describe("checkSepaIban", () => {
  it.each(VALID)("accepts the SEPA IBAN %s", (typed, iban) => {
    expect(checkSepaIban(typed)).toEqual({ ok: true, value: iban });
  });

  it.each([
    ["BR18 0036 0305 0000 1000 9795 493C 1", "Brazil (BR)"],
    ["KZ86 125K ZT50 0410 0100", "Kazakhstan (KZ)"],
  ])("refuses the valid non-SEPA IBAN %s", (typed, country) => {
    expect(checkIban(typed).ok).toBe(true);
    expect(checkSepaIban(typed)).toEqual({
      ok: false,
      error: `SEPA payments need both accounts in the SEPA area; ${country} is outside it.`,
    });
  });

  it("passes on the IBAN's own failure first", () => {
    expect(checkSepaIban("BR18")).toEqual({
      ok: false,
      error: "IBANs from Brazil (BR) have 29 characters; this one has 4.",
    });
  });
});

describe("IBAN helpers", () => {
  it.each([
    ["DE89370400440532013000", "DE", true],
    ["GB29NWBK60161331926819", "GB", true],
    ["CH9300762011623852957", "CH", true],
    ["BR1800360305000010009795493C1", "BR", false],
  ])("%s is from %s, SEPA %s", (iban, country, sepa) => {
    expect(ibanCountry(iban)).toBe(country);
    expect(isSepaIban(iban)).toBe(sepa);
  });

  it("normalises and groups for display", () => {
    expect(normaliseIban(" de89 3704\t0044 0532 0130 00 ")).toBe("DE89370400440532013000");
    expect(displayIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(displayIban("FR1420041010050500013M02606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
  });
});
