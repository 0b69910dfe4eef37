import { describe, expect, it } from "vitest";
import { ZCreateTransferInput } from "./transfer";

const base = {
  requestId: "8d6c1a8e-3f0b-4b7e-9d51-2f0c7a1b9e44",
  debtorAccount: "LT223999010000000101",
  creditorAccount: "LT113999010000000202",
  amount: "1,234.56",
  locale: "en-US",
};
const errorsOf = (input: object) => {
  const r = ZCreateTransferInput.safeParse({ ...base, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("create-transfer input", () => {
  it("types the amount in major units into exact minor units, INTERNAL by default", () => {
    const r = ZCreateTransferInput.parse(base);
    expect(r).toEqual({
      requestId: base.requestId,
      debtorAccount: base.debtorAccount,
      creditorAccount: base.creditorAccount,
      amountMinor: 123456n,
      currency: "EUR",
      purpose: undefined,
      transferType: "INTERNAL",
    });
  });

  it.each([
    ["en-US", "0.10", 10n],
    ["de-DE", "1.234,56", 123456n],
    ["fr-FR", "1 234,56", 123456n],
    ["en-US", "90,071,992,547,409.91", 9007199254740991n],
  ])("reads %s %s as %s minor units", (locale, amount, minor) => {
    expect(ZCreateTransferInput.parse({ ...base, locale, amount }).amountMinor).toBe(minor);
  });

  it("the amount must be above zero, in EUR's two decimals, in the reader's convention", () => {
    expect(errorsOf({ amount: "0" }).amount).toBe("The amount must be more than zero.");
    expect(errorsOf({ amount: "0.00" }).amount).toBe("The amount must be more than zero.");
    expect(errorsOf({ amount: "-5" }).amount).toMatch(/cannot be negative/);
    expect(errorsOf({ amount: "1.234" }).amount).toBeDefined();
    expect(errorsOf({ amount: "" }).amount).toBe("Enter an amount.");
    expect(errorsOf({ amount: "1,5", locale: "en-US" }).amount).toBeDefined();
  });

  it("purpose: 140 characters pass, 141 do not; blank means the platform's default", () => {
    expect(errorsOf({ purpose: "p".repeat(140) })).toEqual({});
    expect(errorsOf({ purpose: "p".repeat(141) }).purpose).toBe("At most 140 characters.");
    expect(ZCreateTransferInput.parse({ ...base, purpose: "   " }).purpose).toBeUndefined();
    expect(ZCreateTransferInput.parse({ ...base, purpose: " Top-up " }).purpose).toBe("Top-up");
  });

  it("needs two different accounts and a request id without spaces", () => {
    expect(errorsOf({ creditorAccount: base.debtorAccount }).creditorAccount).toMatch(
      /Choose another account/,
    );
    expect(errorsOf({ debtorAccount: "" }).debtorAccount).toBe("Choose the account to take the money from.");
    expect(errorsOf({ requestId: "a b" }).requestId).toBeDefined();
    expect(errorsOf({ transferType: "INTRA_NOSTRO" }).transferType).toBeDefined();
  });
});

describe("create-transfer input: every problem at once", () => {
  it("a bad purpose does not hide a bad amount or the same account twice", () => {
    const r = ZCreateTransferInput.safeParse({
      ...base,
      amount: "0",
      purpose: "x".repeat(141),
      creditorAccount: base.debtorAccount,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join(".")).sort()).toEqual([
      "amount",
      "creditorAccount",
      "purpose",
    ]);
  });
});
