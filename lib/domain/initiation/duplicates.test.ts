import { describe, expect, it } from "vitest";
import {
  duplicatesWithin,
  isDuplicate,
  needsAcknowledgement,
  sameRemittance,
  type TRemittance,
} from "./duplicates";

const text = (t: string): TRemittance => ({ kind: "unstructured", text: t });
const ref = (r: string): TRemittance => ({ kind: "structured", reference: r });

describe("sameRemittance", () => {
  it.each([
    ["none and none", null, null, true],
    ["none and a text", null, text("Invoice 1"), false],
    ["the same text", text("Invoice 117"), text("Invoice 117"), true],
    ["case", text("invoice 117, November"), text("INVOICE 117, november"), true],
    ["runs of whitespace and the ends", text("  Invoice   117\t"), text("Invoice 117"), true],
    ["a word apart", text("Invoice 117"), text("Invoice 118"), false],
    ["whitespace inside a word counts", text("Invoice 117"), text("Invoice 1 17"), false],
    ["the same reference, grouped or not", ref("RF18 5390 0754 7034"), ref("RF18539007547034"), true],
    ["references differ", ref("RF18539007547034"), ref("RF71900000000001"), false],
    ["a reference typed as text", ref("RF18539007547034"), text("rf18 5390 0754 7034"), true],
    ["text typed as a reference, the other way", text("RF18539007547034"), ref("RF18539007547034"), true],
    ["a reference inside longer text", ref("RF18539007547034"), text("Ref RF18539007547034"), false],
    ["a reference and none", ref("RF18539007547034"), null, false],
  ])("%s", (_, a, b, same) => {
    expect(sameRemittance(a, b)).toBe(same);
    expect(sameRemittance(b, a)).toBe(same);
  });
});

const base = {
  line: 1,
  creditorIban: "DE89370400440532013000",
  amountMinor: 4217,
  currency: "EUR",
  remittance: text("Invoice 117"),
};

describe("isDuplicate", () => {
  it.each([
    ["the same payment", {}, true],
    ["the IBAN grouped in fours", { creditorIban: "DE89 3704 0044 0532 0130 00" }, true],
    ["another IBAN", { creditorIban: "FR1420041010050500013M02606" }, false],
    ["a cent more", { amountMinor: 4218 }, false],
    ["another currency", { currency: "USD" }, false],
    ["another remittance", { remittance: text("Invoice 118") }, false],
    ["no remittance", { remittance: null }, false],
  ])("%s", (_, change, dup) => {
    expect(isDuplicate(base, { ...base, line: 2, ...change })).toBe(dup);
  });
});

describe("duplicatesWithin an upload", () => {
  it("matches every row with its twins, both ways, and nothing else", () => {
    const rows = [
      base,
      { ...base, line: 2, remittance: text("INVOICE  117") },
      { ...base, line: 3, remittance: text("Invoice 118") },
      { ...base, line: 4, amountMinor: 1 },
      { ...base, line: 5 },
    ];
    expect(duplicatesWithin(rows).map((m) => `${m.line}~${"otherLine" in m ? m.otherLine : ""}`)).toEqual([
      "1~2",
      "1~5",
      "2~1",
      "2~5",
      "5~1",
      "5~2",
    ]);
    expect(duplicatesWithin([base, { ...base, line: 2, amountMinor: 4218 }])).toEqual([]);
  });
});

describe("needsAcknowledgement", () => {
  it.each([
    ["no check", null, false],
    ["nothing found", { windowDays: 30, matches: [], platform: "checked" as const }, false],
    [
      "the platform not asked, nothing found",
      { windowDays: 30, matches: [], platform: "unavailable" as const },
      false,
    ],
    [
      "a match",
      {
        windowDays: 30,
        matches: [{ line: 1, source: "file" as const, otherLine: 2 }],
        platform: "checked" as const,
      },
      true,
    ],
  ])("%s", (_, check, needed) => {
    expect(needsAcknowledgement(check)).toBe(needed);
  });
});
