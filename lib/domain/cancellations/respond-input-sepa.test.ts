import { describe, it } from "vitest";
import { accept, ctx, expectRow, reject, type TRow } from "./respond-fixtures";

// Every rule of the respond form for SEPA credit transfers and SEPA Instant, one row each (SWIFT and direct
// debits have their own file beside this one). The same schema runs in the browser and in the server
// action, so these rows are what both enforce. Each row gives the context (the request's scheme and its
// payment), the form as typed, and either the exact command that would be sent or the field messages.

const info1300 = "x".repeat(1300);

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
];

describe("respondSchema: the SEPA and Instant rules", () => {
  it.each(ROWS)("%s", (_name, context, form, expected) => expectRow(context, form, expected));
});
