import { describe, expect, it } from "vitest";
import { checkCreditorReference, displayCreditorReference } from "./creditor-reference";

describe("checkCreditorReference", () => {
  it.each([
    // ISO 11649's own example, and the EPC's.
    ["RF18539007547034", "RF18539007547034"],
    ["RF18 5390 0754 7034", "RF18539007547034"],
    ["rf18 5390 0754 7034", "RF18539007547034"],
    ["RF18000000000539007547034", "RF18000000000539007547034"],
    ["RF712348231", "RF712348231"],
    // Letters in the reference count as numbers.
    ["RF45 G72U UR", "RF45G72UUR"],
  ])("accepts %j as %s", (typed, ref) => {
    expect(checkCreditorReference(typed)).toEqual({ ok: true, value: ref });
  });

  it.each([
    ["", "Enter a creditor reference."],
    ["539007547034", "A creditor reference (ISO 11649) starts with RF."],
    ["RFXX539007547034", "RF is followed by two check digits."],
    ["RF18", "The reference itself is missing after RF and the check digits."],
    ["RF180000000005390075470341", "A creditor reference has at most 25 characters; this one has 26."],
    ["RF18-5390-0754-7034", "A creditor reference has only letters and digits."],
    ["RF19539007547034", "The check digits do not match: check the reference for a typing error."],
    ["RF18539007547043", "The check digits do not match: check the reference for a typing error."],
  ])("refuses %j: %s", (typed, error) => {
    expect(checkCreditorReference(typed)).toEqual({ ok: false, error });
  });

  it("groups by four for display", () => {
    expect(displayCreditorReference("rf18539007547034")).toBe("RF18 5390 0754 7034");
    expect(displayCreditorReference("RF712348231")).toBe("RF71 2348 231");
  });
});
