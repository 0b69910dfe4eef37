import { describe, expect, it } from "vitest";
import {
  CANCELLATION_REASON_WORDS,
  CANCELLATION_STATUSES,
  reasonWords,
  statusWords,
  STATUS_WORDS,
} from "./words";

// The resource's reason enum as docs/platform-interface.md#cancellation-requests lists it, in its order.
// prettier-ignore
const RESOURCE_REASONS = [
  "DUPL", "CUST", "FRAD", "TECH", "AC03", "AM09", "AGNT", "COVR", "CURR", "CUTA", "DS24", "FRNA", "FRTR", "INDM",
  "SYAD", "UPAY", "NARR", "AC01", "AC04", "AC06", "AC13", "AG01", "AG02", "AM01", "AM04", "AM05", "CNOR", "DNOR",
  "MD01", "MD02", "MD07", "MS02", "MS03", "RC01", "RR01", "RR02", "RR03", "RR04", "SL01", "BE05", "FF01", "DT01",
  "ED05", "PY01",
];

describe("reason words", () => {
  it("word every reason code of the resource's enum, and nothing else", () => {
    expect(Object.keys(CANCELLATION_REASON_WORDS)).toEqual(RESOURCE_REASONS);
  });
  it.each(RESOURCE_REASONS)("%s is a phrase, not the code", (code) => {
    expect(reasonWords(code)).toMatch(/^[A-Z][a-z]/);
    expect(reasonWords(code)).not.toContain(code);
  });
  it("show a code the platform added later as that code", () => {
    expect(reasonWords("ZZ99")).toBe("Reason ZZ99 (not known to Countersign)");
  });
  it("no two codes read the same", () => {
    const words = Object.values(CANCELLATION_REASON_WORDS);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe("status words", () => {
  it("word every status of the resource", () => {
    expect(Object.keys(STATUS_WORDS).sort()).toEqual([...CANCELLATION_STATUSES].sort());
    expect(statusWords("NEW_ONE")).toContain("NEW_ONE");
  });
});
