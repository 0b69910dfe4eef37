import { describe, expect, it } from "vitest";
import { amountWords } from "./amount";

describe("amountWords", () => {
  it("says an amount in its currency's precision, and never throws on an unknown currency", () => {
    expect(amountWords(125_000n, "EUR")).toMatch(/^1.250\.00.EUR$/);
    expect(amountWords(5, "XXQ")).toBe("5 (minor units) XXQ");
    expect(amountWords(null, "EUR")).toBe("an amount not given");
  });
});
