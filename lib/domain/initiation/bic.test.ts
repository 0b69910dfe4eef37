import { describe, expect, it } from "vitest";
import { checkBic, normaliseBic } from "./bic";

describe("checkBic", () => {
  it.each([
    ["ABNANL2A", "ABNANL2A"],
    ["abnanl2a", "ABNANL2A"],
    ["INGB NL 2A XXX", "INGBNL2AXXX"],
    ["DEUTDEFF500", "DEUTDEFF500"],
    ["HABALT22", "HABALT22"],
    // Location code "0" marks a test BIC; still the format of a BIC.
    ["NEDSZAJ0", "NEDSZAJ0"],
  ])("accepts %j as %s", (typed, bic) => {
    expect(checkBic(typed)).toEqual({ ok: true, value: bic });
  });

  it.each([
    ["", "Enter a BIC."],
    ["ABNANL2", "A BIC has 8 or 11 characters; this one has 7."],
    ["ABNANL2AXX", "A BIC has 8 or 11 characters; this one has 10."],
    ["ABNANL2AXXXX", "A BIC has 8 or 11 characters; this one has 12."],
    ["ABNA-L2A", "A BIC has only letters and digits."],
    ["ABN4NL2A", "A BIC starts with 4 letters: the bank's code."],
    ["ABNAN12A", "Characters 5 and 6 of a BIC are letters: its country code."],
    ["ABNAXX2A", "XX is not a country: characters 5 and 6 of a BIC are its country code."],
  ])("refuses %j: %s", (typed, error) => {
    expect(checkBic(typed)).toEqual({ ok: false, error });
  });

  it("normalises spaces and case", () => {
    expect(normaliseBic(" deut de ff ")).toBe("DEUTDEFF");
  });
});
