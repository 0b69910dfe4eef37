import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import {
  answerRoute,
  describeAnswer,
  respondSchema,
  SEPA_REJECTION_REASONS,
  SWIFT_REJECTION_REASONS,
  type TRespondCommand,
  type TRespondContext,
  type TRespondForm,
} from "./cancellation-respond";

// Every rule of the respond form, one row each: the same schema runs in the browser and in the server
// action, so these rows are what both enforce. Each row gives the context (the request's scheme and its
// payment), the form as typed, and either the exact command that would be sent or the field messages.

const NOW = Date.parse("2026-11-24T12:00:00Z");
const UETR = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const ctx = (scheme: TRespondContext["scheme"], over: Partial<TRespondContext> = {}): TRespondContext => ({
  scheme,
  amount: 10_000,
  currency: "EUR",
  uetr: scheme === "SWIFT" ? UETR : null,
  acceptDeadline: scheme === "SDD" ? "2026-12-01T23:59:59.999Z" : null,
  acceptBlocked: null,
  ...over,
});
const accept = (f: Partial<TRespondForm> = {}): TRespondForm => ({ decision: "ACCEPTED", ...f });
const reject = (reason: string, information?: string, f: Partial<TRespondForm> = {}): TRespondForm => ({
  decision: "REJECTED",
  reason,
  information,
  ...f,
});

type TRow = [
  name: string,
  context: TRespondContext,
  form: TRespondForm,
  expected: { command: TRespondCommand } | { errors: Record<string, RegExp> },
];

const info1300 = "x".repeat(1300);
const info105 = "y".repeat(105);

const ROWS: TRow[] = [
  // SEPA credit transfer: v3, fee only when accepting, in major units, exact, not negative, below the amount.
  [
    "SEPA accept, no fee",
    ctx("SEPA"),
    accept(),
    { command: { api: "v3", body: { responseCode: "ACCEPTED" } } },
  ],
  [
    "SEPA accept with a fee in major units",
    ctx("SEPA"),
    accept({ fee: "1.50", locale: "en-GB" }),
    { command: { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 150 } } } },
  ],
  [
    "SEPA accept, fee typed the German way",
    ctx("SEPA", { amount: 500_000 }),
    accept({ fee: "1.234,56", locale: "de-DE" }),
    { command: { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 123_456 } } } },
  ],
  [
    "SEPA accept, a fee of zero is no fee",
    ctx("SEPA"),
    accept({ fee: "0.00", locale: "en" }),
    { command: { api: "v3", body: { responseCode: "ACCEPTED" } } },
  ],
  [
    "SEPA fee negative",
    ctx("SEPA"),
    accept({ fee: "-1.00", locale: "en" }),
    { errors: { fee: /cannot be negative/ } },
  ],
  [
    "SEPA fee equal to the amount",
    ctx("SEPA"),
    accept({ fee: "100.00", locale: "en" }),
    { errors: { fee: /less than the payment amount \(100\.00\sEUR\)/ } },
  ],
  [
    "SEPA fee above the amount",
    ctx("SEPA"),
    accept({ fee: "250", locale: "en" }),
    { errors: { fee: /less than/ } },
  ],
  [
    "SEPA fee just below the amount",
    ctx("SEPA"),
    accept({ fee: "99.99", locale: "en" }),
    { command: { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 9_999 } } } },
  ],
  [
    "SEPA fee with too many decimals",
    ctx("SEPA"),
    accept({ fee: "1.505", locale: "en" }),
    { errors: { fee: /at most 2 decimals/ } },
  ],
  ["SEPA fee not a number", ctx("SEPA"), accept({ fee: "abc", locale: "en" }), { errors: { fee: /digits/ } }],
  [
    "SEPA fee in the currency's precision (JPY has none)",
    ctx("SEPA", { currency: "JPY", amount: 5_000 }),
    accept({ fee: "12.5", locale: "en" }),
    { errors: { fee: /JPY amounts have no decimals/ } },
  ],
  [
    "SEPA accept refuses information",
    ctx("SEPA"),
    accept({ information: "why" }),
    { errors: { information: /No information/ } },
  ],
  [
    "SEPA accept refuses a reason",
    ctx("SEPA"),
    accept({ reason: "AC04" }),
    { errors: { reason: /only given when rejecting/ } },
  ],
  [
    "SEPA accept blocked by an existing return",
    ctx("SEPA", { acceptBlocked: "A return already exists." }),
    accept(),
    { errors: { decision: /A return already exists/ } },
  ],
  // SEPA rejection: a SEPA reason and 1–1300 characters of information (trimmed), no fee.
  [
    "SEPA reject",
    ctx("SEPA"),
    reject("AC04", "  Account closed on 1 Nov  "),
    {
      command: {
        api: "v3",
        body: {
          responseCode: "REJECTED",
          responseDetails: { rejectionReasonCode: "AC04", additionalInformation: "Account closed on 1 Nov" },
        },
      },
    },
  ],
  [
    "SEPA reject with 1300 characters",
    ctx("SEPA"),
    reject("NOOR", info1300),
    {
      command: {
        api: "v3",
        body: {
          responseCode: "REJECTED",
          responseDetails: { rejectionReasonCode: "NOOR", additionalInformation: info1300 },
        },
      },
    },
  ],
  [
    "SEPA reject with 1301 characters",
    ctx("SEPA"),
    reject("NOOR", `${info1300}z`),
    { errors: { information: /At most 1300 characters \(this has 1301\)/ } },
  ],
  ["SEPA reject without information", ctx("SEPA"), reject("CUST"), { errors: { information: /1 to 1300/ } }],
  [
    "SEPA reject with blank information",
    ctx("SEPA"),
    reject("CUST", "   "),
    { errors: { information: /1 to 1300/ } },
  ],
  [
    "SEPA reject without a reason",
    ctx("SEPA"),
    reject("", "text"),
    { errors: { reason: /Choose a rejection reason/ } },
  ],
  [
    "SEPA reject with a SWIFT-only reason",
    ctx("SEPA"),
    reject("PTNA", "text"),
    { errors: { reason: /not a SEPA rejection reason/ } },
  ],
  [
    "SEPA reject refuses a fee",
    ctx("SEPA"),
    reject("AC04", "text", { fee: "1" }),
    { errors: { fee: /only charged when accepting/ } },
  ],
  // SEPA Instant: the same rules as SEPA credit transfer.
  [
    "Instant accept with a fee",
    ctx("INST", { amount: 2_000 }),
    accept({ fee: "0.25", locale: "en" }),
    { command: { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 25 } } } },
  ],
  [
    "Instant reject",
    ctx("INST"),
    reject("LEGL", "Court order"),
    {
      command: {
        api: "v3",
        body: {
          responseCode: "REJECTED",
          responseDetails: { rejectionReasonCode: "LEGL", additionalInformation: "Court order" },
        },
      },
    },
  ],
  [
    "Instant reject without information",
    ctx("INST"),
    reject("LEGL"),
    { errors: { information: /1 to 1300/ } },
  ],
  // SWIFT: a SWIFT reason, optional information up to 105, none with ARDT, ARDT needs a UETR, never a fee.
  ["SWIFT accept", ctx("SWIFT"), accept(), { command: { api: "v3", body: { responseCode: "ACCEPTED" } } }],
  [
    "SWIFT accept refuses a fee",
    ctx("SWIFT"),
    accept({ fee: "1.00" }),
    { errors: { fee: /SWIFT answer carries no fee/ } },
  ],
  ["SWIFT accept refuses a zero fee too", ctx("SWIFT"), accept({ fee: "0" }), { errors: { fee: /no fee/ } }],
  [
    "SWIFT reject with ARDT: no information, the platform adds the UETR",
    ctx("SWIFT"),
    reject("ARDT"),
    {
      command: {
        api: "v3",
        body: { responseCode: "REJECTED", responseDetails: { swiftRejectionReasonCode: "ARDT" } },
      },
    },
  ],
  [
    "SWIFT reject with ARDT and information",
    ctx("SWIFT"),
    reject("ARDT", "returned"),
    { errors: { information: /Leave the information empty with ARDT/ } },
  ],
  [
    "SWIFT ARDT without a UETR",
    ctx("SWIFT", { uetr: null }),
    reject("ARDT"),
    { errors: { reason: /has none/ } },
  ],
  [
    "SWIFT reject with another reason and no information",
    ctx("SWIFT", { uetr: null }),
    reject("AGNT"),
    {
      command: {
        api: "v3",
        body: { responseCode: "REJECTED", responseDetails: { swiftRejectionReasonCode: "AGNT" } },
      },
    },
  ],
  [
    "SWIFT reject with 105 characters",
    ctx("SWIFT"),
    reject("CUST", info105),
    {
      command: {
        api: "v3",
        body: {
          responseCode: "REJECTED",
          responseDetails: { swiftRejectionReasonCode: "CUST", additionalInformation: info105 },
        },
      },
    },
  ],
  [
    "SWIFT reject with 106 characters",
    ctx("SWIFT"),
    reject("CUST", `${info105}!`),
    { errors: { information: /At most 105 characters/ } },
  ],
  [
    "SWIFT never NARR",
    ctx("SWIFT"),
    reject("NARR", "text"),
    { errors: { reason: /not a SWIFT rejection reason/ } },
  ],
  [
    "SWIFT reject refuses a fee",
    ctx("SWIFT"),
    reject("CUST", undefined, { fee: "2" }),
    { errors: { fee: /only charged when accepting/ } },
  ],
  [
    "SWIFT accept information up to 105",
    ctx("SWIFT"),
    accept({ information: `${info105}!` }),
    { errors: { information: /At most 105/ } },
  ],
  // SDD: the v1 operations; acceptance until the deadline; no fee; rejection like SEPA.
  ["SDD accept before the deadline", ctx("SDD"), accept(), { command: { api: "v1", op: "accept" } }],
  [
    "SDD accept after the deadline",
    ctx("SDD", { acceptDeadline: "2026-11-24T11:59:59.999Z" }),
    accept(),
    { errors: { decision: /deadline for accepting has passed/ } },
  ],
  [
    "SDD accept refuses a fee",
    ctx("SDD"),
    accept({ fee: "1.00" }),
    { errors: { fee: /direct debit answer carries no fee/ } },
  ],
  [
    "SDD reject after the deadline is still possible",
    ctx("SDD", { acceptDeadline: "2026-11-20T23:59:59.999Z" }),
    reject("NOAS", "No answer"),
    {
      command: { api: "v1", op: "reject", body: { reasonCode: "NOAS", additionalInformation: "No answer" } },
    },
  ],
  ["SDD reject needs information", ctx("SDD"), reject("NOAS"), { errors: { information: /1 to 1300/ } }],
  [
    "SDD reject with a SWIFT-only reason",
    ctx("SDD"),
    reject("RQDA", "text"),
    { errors: { reason: /not a SEPA rejection reason/ } },
  ],
  // The form itself.
  ["no decision", ctx("SEPA"), {} as TRespondForm, { errors: { decision: /accept or to reject/ } }],
  [
    "a locale that is not one",
    ctx("SEPA"),
    accept({ fee: "1", locale: "not a locale!" }),
    { errors: { locale: /Not a locale/ } },
  ],
];

describe("respondSchema: every rule of the respond form", () => {
  it.each(ROWS)("%s", (_name, context, form, expected) => {
    const result = respondSchema(context, NOW).safeParse(form);
    if ("command" in expected) {
      expect(result.success ? result.data : fieldErrorsOf(result.error)).toEqual(expected.command);
    } else {
      expect(result.success).toBe(false);
      const errors = result.success ? {} : fieldErrorsOf(result.error);
      expect(Object.keys(errors).sort()).toEqual(Object.keys(expected.errors).sort());
      for (const [field, pattern] of Object.entries(expected.errors)) expect(errors[field]).toMatch(pattern);
    }
  });

  it("offers exactly the sandbox's valid reasons, never NARR for SWIFT", () => {
    expect(Object.keys(SEPA_REJECTION_REASONS).sort()).toEqual([
      "AC04",
      "AM04",
      "ARDT",
      "CUST",
      "LEGL",
      "NOAS",
      "NOOR",
    ]);
    expect(Object.keys(SWIFT_REJECTION_REASONS).sort()).toEqual(
      ["AC04", "AGNT", "AM04", "ARDT", "CUST", "INDM", "LEGL", "NOAS", "NOOR", "PTNA", "RQDA"].sort(),
    );
  });

  it("every SEPA and SWIFT reason is accepted by its scheme", () => {
    for (const code of Object.keys(SEPA_REJECTION_REASONS)) {
      expect(respondSchema(ctx("SEPA"), NOW).safeParse(reject(code, "text")).success).toBe(true);
    }
    for (const code of Object.keys(SWIFT_REJECTION_REASONS)) {
      expect(respondSchema(ctx("SWIFT"), NOW).safeParse(reject(code)).success).toBe(true);
    }
  });
});

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
