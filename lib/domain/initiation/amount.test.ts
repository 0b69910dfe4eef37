import { describe, expect, it } from "vitest";
import { checkEurAmount } from "./amount";

describe("checkEurAmount", () => {
  it.each([
    ["1234.56", 123456],
    ["0.01", 1],
    ["5", 500],
    ["5.5", 550],
    [" 12.30 ", 1230],
    ["007.00", 700],
    ["999999999.99", 99_999_999_999],
  ])("accepts %j as %i cents", (typed, minor) => {
    expect(checkEurAmount(typed)).toEqual({ ok: true, value: minor });
  });

  const FORMAT = "Write the amount in digits with “.” before the cents and no thousands separators: 1234.56.";
  it.each([
    ["", "Enter an amount."],
    ["-5.00", "The amount cannot be negative."],
    ["1,234.56", FORMAT],
    ["1 234.56", FORMAT],
    ["1234,56", FORMAT],
    ["+5", FORMAT],
    ["1e3", FORMAT],
    ["EUR 5", FORMAT],
    [".50", FORMAT],
    ["5.", FORMAT],
    ["1.234", "EUR amounts have at most 2 decimals."],
    ["1.500", "EUR amounts have at most 2 decimals."],
    ["0", "Enter an amount above zero."],
    ["0.00", "Enter an amount above zero."],
    ["1000000000.00", "The amount can be at most 999999999.99 EUR."],
    ["99999999999999999999", "The amount can be at most 999999999.99 EUR."],
  ])("refuses %j: %s", (typed, error) => {
    expect(checkEurAmount(typed)).toEqual({ ok: false, error });
  });
});
