import { describe, expect, it } from "vitest";
import { describeAnswer } from "./respond-command";
import { accept, ctx, NOW, reject, UETR } from "./respond-fixtures";
import { respondSchema, type TRespondForm } from "./respond-input";
import { answerRoute, type TRespondContext } from "./respond-types";

// The answer in one sentence, as the confirmation dialog, the timeline and the audit show it, and which
// operation answers which scheme.

describe("answerRoute", () => {
  it.each([
    ["SEPA", "v3"],
    ["INST", "v3"],
    ["SWIFT", "v3"],
    ["SDD", "v1"],
    ["T2", "t2"],
    [null, "unknown"],
    ["CARD", "unknown"],
  ] as const)("%s → %s", (method, route) => expect(answerRoute(method)).toBe(route));
});

describe("describeAnswer", () => {
  const parse = (c: TRespondContext, f: TRespondForm) => respondSchema(c, NOW).parse(f);
  it("names what is returned, with the fee taken off", () => {
    const c = ctx("SEPA");
    expect(describeAnswer(parse(c, accept({ fee: "1.50", locale: "en" })), c, "en")).toBe(
      "Accept: the platform returns 98.50\u00a0EUR (100.00\u00a0EUR less a fee of 1.50\u00a0EUR) with a pacs.004.",
    );
  });
  it("names the reason and that the platform adds the UETR for ARDT", () => {
    const c = ctx("SWIFT");
    expect(describeAnswer(parse(c, reject("ARDT")), c, "en")).toBe(
      `Reject with ARDT (Already returned (the platform adds the payment's UETR)); the platform adds the payment's UETR ${UETR} as the information: the platform sends a camt.029.`,
    );
  });
  it("names the v1 operation for SDD", () => {
    const c = ctx("SDD");
    expect(describeAnswer(parse(c, reject("NOOR", "never received")), c, "en")).toContain("v1 :reject");
  });
});
