import { describe, expect, it } from "vitest";
import type { TUploadAnswer } from "@/lib/domain/initiation/bulk-upload";
import { checkSummary, confirmTitle, errorFileName, totalsWords } from "./bulk-words";

const answer = (a: Partial<TUploadAnswer>): TUploadAnswer => ({
  step: "check",
  unit: "line",
  fileErrors: [],
  rowErrors: [],
  total: 0,
  valid: 0,
  totals: {},
  errorFile: null,
  draftId: null,
  refusal: null,
  ...a,
});

describe("the upload page's sentences", () => {
  it("states the sum per currency in its precision and the reader's locale", () => {
    expect(totalsWords({ EUR: "125050" }, "en-US")).toBe("1,250.50\u00a0EUR");
    expect(totalsWords({ EUR: "125050" }, "de-DE")).toBe("1.250,50\u00a0EUR");
    expect(totalsWords({ EUR: "1", XXQ: "7" }, "en-US")).toBe("0.01\u00a0EUR and 7 minor units of XXQ");
  });

  it("says how many passed of how many, or why nothing could be used", () => {
    const ok = answer({ total: 5, valid: 3, totals: { EUR: "3000" } });
    expect(checkSummary(ok, "en-US")).toBe("3 of 5 payments passed every check, totalling 30.00\u00a0EUR.");
    expect(checkSummary(answer({ total: 1, valid: 1, totals: { EUR: "1" } }), "en-US")).toBe(
      "1 of 1 payment passed every check, totalling 0.01\u00a0EUR.",
    );
    expect(checkSummary(answer({ total: 2 }), "en-US")).toBe(
      "None of the file's 2 payments passed its checks.",
    );
    expect(checkSummary(answer({ fileErrors: ["The file is empty."] }), "en-US")).toMatch(/cannot be used/);
    expect(confirmTitle(ok, "en-US")).toBe("Make a batch draft of 3 payments totalling 30.00\u00a0EUR?");
  });

  it("names the error file after the upload", () => {
    expect(errorFileName("payments.csv")).toBe("payments-errors.csv");
    expect(errorFileName("pain.001.xml")).toBe("pain.001-errors.csv");
    expect(errorFileName(".csv")).toBe("upload-errors.csv");
  });
});
