import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { ZAddOrderingAccountInput } from "./ordering-account-input";

const OK = { name: "Treasury", iban: "LT12 1000 0111 0100 1000" };

describe("ZAddOrderingAccountInput", () => {
  it("normalises the IBAN and BIC, and an empty BIC is none", () => {
    expect(ZAddOrderingAccountInput.parse({ ...OK, bic: "cbvi lt2x" })).toEqual({
      name: "Treasury",
      iban: "LT121000011101001000",
      bic: "CBVILT2X",
    });
    expect(ZAddOrderingAccountInput.parse({ ...OK, bic: "  " })).toEqual({
      name: "Treasury",
      iban: "LT121000011101001000",
    });
  });

  it.each([
    ["no name", { ...OK, name: "  " }, { name: "Name the account." }],
    [
      "a name outside the SEPA characters",
      { ...OK, name: "Trésorerie" },
      { name: expect.stringContaining("é") },
    ],
    [
      "a wrong check digit",
      { ...OK, iban: "LT13 1000 0111 0100 1000" },
      { iban: expect.stringMatching(/check digits/) },
    ],
    [
      "an IBAN outside SEPA",
      { ...OK, iban: "KZ86125KZT5004100100" },
      { iban: expect.stringMatching(/outside it/) },
    ],
    [
      "a BIC of 9 characters",
      { ...OK, bic: "CBVILT2XX" },
      { bic: "A BIC has 8 or 11 characters; this one has 9." },
    ],
    ["an unknown field", { ...OK, active: true }, { _: expect.any(String) }],
  ])("refuses %s with a message on its field", (_, raw, errors) => {
    const parsed = ZAddOrderingAccountInput.safeParse(raw);
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual(errors);
  });
});
