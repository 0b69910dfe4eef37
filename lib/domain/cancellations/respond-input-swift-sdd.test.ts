import { describe, expect, it } from "vitest";
import { accept, ctx, expectRow, NOW, reject, type TRow } from "./respond-fixtures";
import { respondSchema, type TRespondForm } from "./respond-input";
import { SEPA_REJECTION_REASONS, SWIFT_REJECTION_REASONS } from "./respond-words";

// Every rule of the respond form for SWIFT and SEPA direct debits, and of the form itself, one row each
// (SEPA credit transfers and Instant have their own file beside this one). Each row gives the context, the
// form as typed, and either the exact command that would be sent or the field messages.

const info105 = "y".repeat(105);

const ROWS: TRow[] = [
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

describe("respondSchema: the SWIFT and direct debit rules, and the form", () => {
  it.each(ROWS)("%s", (_name, context, form, expected) => expectRow(context, form, expected));

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
