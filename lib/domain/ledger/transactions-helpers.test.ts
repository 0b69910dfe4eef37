import { describe, expect, it } from "vitest";
import { parseLedgerAddress, totalsByCurrency, violationTarget, ZLedgerTransactionId } from "./transactions";

// The helpers around the transaction form (ZTransactionForm has its own file): reading an account address
// and a transaction id, placing a ledger violation on the editor's field, summing the postings.

const P = "0f8fad5b-d9cb-469f-a165-70867728950e";
const A = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("parseLedgerAddress", () => {
  it("reads customer ids in lower case and keeps INTERNAL names as written", () => {
    expect(parseLedgerAddress(`CUSTOMER:${P.toUpperCase()}:${A}:HOLDING`)).toEqual({
      kind: "customer",
      partyId: P,
      accountId: A,
      side: "HOLDING",
      text: `CUSTOMER:${P}:${A}:HOLDING`,
    });
    expect(parseLedgerAddress("INTERNAL:Fees-1:eur.out")).toEqual({
      kind: "internal",
      text: "INTERNAL:Fees-1:eur.out",
    });
    expect(parseLedgerAddress(`CUSTOMER:${P}:${A}:current`)).toBeNull();
  });
});

describe("violationTarget", () => {
  it.each([
    ["referenceId", { at: "referenceId" }],
    ["postings", { at: "postings" }],
    ["postings.0.source", { at: "posting", row: 0, field: "source" }],
    ["postings.3.amount", { at: "posting", row: 3, field: "amount" }],
    ["postings.2", { at: "posting", row: 2, field: null }],
    ["postings.4.amount", null], // no such row in the editor
    ["postings.1.colour", null],
    ["Idempotency-Key", null],
    ["body", null],
  ])("%s", (field, expected) => {
    expect(violationTarget(field, 4)).toEqual(expected);
  });
});

describe("ZLedgerTransactionId", () => {
  it("takes a UUID in any case with spaces around it, and nothing else", () => {
    expect(ZLedgerTransactionId.parse(` ${A.toUpperCase()} `)).toBe(A);
    for (const bad of ["", "123", `${A}x`, "not-a-uuid", A.replace(/-/g, "")])
      expect(ZLedgerTransactionId.safeParse(bad).success).toBe(false);
  });
});

describe("totalsByCurrency", () => {
  it("sums per currency and precision, exactly, in order of first appearance", () => {
    const eur = { code: "EUR", decimals: 2 };
    const jpy = { code: "JPY", decimals: 0 };
    expect(
      totalsByCurrency([
        { amount: 12550, currency: eur },
        { amount: 1500, currency: jpy },
        { amount: 9007199254740991, currency: eur },
      ]),
    ).toEqual([
      { currency: eur, postings: 2, total: 9007199254753541n },
      { currency: jpy, postings: 1, total: 1500n },
    ]);
  });
});
