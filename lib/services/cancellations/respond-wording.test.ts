import { describe, expect, it } from "vitest";
import { RESPOND_CODES, respondWording, type TRespondFailure } from "./respond-wording";

// Every code of docs/platform-interface.md#cancellation-errors with its status, plus the v1 SDD code:
// each is a sentence of its own that says what to do next, and a 4xx is recorded as refused (the request
// is unchanged and may be answered again) — except a "status" refusal after an unanswered attempt.

const V3_TABLE: [status: number, code: string][] = [
  [400, "ILLEGAL_CANCELLATION_REQUEST_STATUS"],
  [400, "ILLEGAL_CANCELLATION_REASON"],
  [400, "VALIDATION_ERROR"],
  [400, "NEGATIVE_FEE_AMOUNT"],
  [400, "FEE_AMOUNT_GREATER_THAN_OR_EQUAL_TO_TRANSACTION_AMOUNT"],
  [400, "FEE_NOT_SUPPORTED_FOR_SCHEMA"],
  [400, "CANCELLATION_CHANNEL_BIC_MISSING"],
  [400, "VALID_RETURN_EXISTS"],
  [400, "ILLEGAL_TRANSACTION_DIRECTION"],
  [400, "CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND"],
  [403, "FEATURE_DISABLED"],
  [404, "CANCELLATION_REQUEST_NOT_FOUND"],
  [405, "ILLEGAL_TRANSACTION_METHOD"],
  [409, "UNSUPPORTED_CANCELLATION_SCHEMA"],
];
const V1_ONLY: [number, string][] = [[400, "SDD_DEADLINE_EXCEEDED"]];
// A next step: an imperative to do something, or a plain "sending again will not help / nothing more to do".
const NEXT_STEP =
  /\b(Choose|Enter|Send|Ask|Reject|Check|Contact|Reload|Correct|report|An administrator must|sending again will not help|Nothing was sent)\b/i;

const http = (status: number, code: string, more: Partial<TRespondFailure> = {}): TRespondFailure => ({
  kind: "http",
  status,
  code,
  ...more,
});

describe("respondWording: every error code", () => {
  it("has a row for each code of the v3 table and the SDD deadline, and no other", () => {
    expect(Object.keys(RESPOND_CODES).sort()).toEqual([...V3_TABLE, ...V1_ONLY].map(([, c]) => c).sort());
  });

  it.each([...V3_TABLE, ...V1_ONLY])("%i %s: refused, a sentence with a next step", (status, code) => {
    const w = respondWording(http(status, code), { scheme: "SEPA", api: "v3", currentStatus: null });
    expect(w.state).toBe("refused");
    expect(w.message).toMatch(/^[A-Z].*\.$/s);
    expect(w.message).toMatch(NEXT_STEP);
    expect(w.message).not.toContain(code); // the code is shown beneath the sentence, not inside it
  });

  it("no two codes say the same thing", () => {
    const messages = [...V3_TABLE, ...V1_ONLY].map(
      ([s, c]) => respondWording(http(s, c), { scheme: "SEPA", api: "v3" }).message,
    );
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("FEATURE_DISABLED for SWIFT is the tenant setting an administrator must have enabled", () => {
    const w = respondWording(http(403, "FEATURE_DISABLED"), { scheme: "SWIFT", api: "v3" });
    expect(w.message).toContain("inbound SWIFT cancellation");
    expect(w.message).toContain("tenant");
    expect(w.message).toContain("An administrator must have the platform enable it");
  });

  it("VALIDATION_ERROR names the field the platform refused", () => {
    const w = respondWording(
      http(400, "VALIDATION_ERROR", {
        fieldErrors: [
          { field: "responseDetails.additionalInformation", message: "must be absent with ARDT" },
        ],
      }),
      { scheme: "SWIFT", api: "v3" },
    );
    expect(w.message).toContain("(additionalInformation: must be absent with ARDT)");
  });

  it("ILLEGAL_TRANSACTION_METHOD says different things for v1 and v3", () => {
    const v1 = respondWording(http(405, "ILLEGAL_TRANSACTION_METHOD"), { scheme: "SDD", api: "v1" });
    const v3 = respondWording(http(405, "ILLEGAL_TRANSACTION_METHOD"), { scheme: "SEPA", api: "v3" });
    expect(v1.message).toContain("direct debit operation");
    expect(v3.message).toContain("another scheme");
  });

  it("a status refusal names the status the request is in now", () => {
    const w = respondWording(http(400, "ILLEGAL_CANCELLATION_REQUEST_STATUS"), {
      scheme: "SEPA",
      api: "v3",
      currentStatus: "CANCELLATION_REFUSED",
    });
    expect(w).toEqual({
      state: "refused",
      message: expect.stringContaining("now CANCELLATION_REFUSED (Refused)"),
    });
  });

  it("a status refusal after an unanswered attempt means that attempt went through", () => {
    const w = respondWording(http(400, "ILLEGAL_CANCELLATION_REQUEST_STATUS"), {
      scheme: "SEPA",
      api: "v3",
      currentStatus: "RETURNING",
      earlierAttemptUnanswered: true,
    });
    expect(w.state).toBe("sent");
    expect(w.message).toContain("earlier answer went through");
  });
});

describe("respondWording: no answer", () => {
  it.each(["timeout", "connection", "invalid_response"] as const)(
    "%s is unknown, and says Countersign checks first",
    (kind) => {
      const w = respondWording({ kind, status: null }, { scheme: "SEPA", api: "v3" });
      expect(w.state).toBe("unknown");
      expect(w.message).toContain("reads the request before sending again");
    },
  );
  it("a 5xx is unknown", () => {
    expect(respondWording({ kind: "http", status: 503 }, { scheme: "SEPA", api: "v3" }).state).toBe(
      "unknown",
    );
  });
  it("an unknown 4xx is refused, with the platform's words", () => {
    const w = respondWording(
      { kind: "http", status: 422, code: "SOMETHING_NEW", platformMessage: "Nope" },
      { scheme: "SEPA", api: "v3" },
    );
    expect(w).toEqual({ state: "refused", message: expect.stringContaining("“Nope”") });
  });
});

describe("respondWording: the v1 operations' paths and bodies are not shown", () => {
  it("a v1 field error naming a field Countersign does not send says the body differs, not 'correct it'", () => {
    const w = respondWording(
      http(400, "VALIDATION_ERROR", {
        fieldErrors: [{ field: "rejectionReasonCode", message: "must not be null" }],
      }),
      { scheme: "SDD", api: "v1" },
    );
    expect(w.state).toBe("refused");
    expect(w.message).toContain("“rejectionReasonCode: must not be null”, a field Countersign does not send");
    expect(w.message).not.toContain("Correct it");
    // A field Countersign sends is the person's to correct, as on v3.
    const own = respondWording(
      http(400, "VALIDATION_ERROR", {
        fieldErrors: [{ field: "additionalInformation", message: "too long" }],
      }),
      { scheme: "SDD", api: "v1" },
    );
    expect(own.message).toContain("Correct it");
  });

  it("a v1 404 or 405 without a known code says the operation is not where Countersign sends it", () => {
    for (const status of [404, 405]) {
      const w = respondWording({ kind: "http", status }, { scheme: "SDD", api: "v1" });
      expect(w).toMatchObject({
        state: "refused",
        message: expect.stringContaining("no SEPA direct debit answer operation"),
      });
    }
    expect(
      respondWording({ kind: "http", status: 404 }, { scheme: "SEPA", api: "v3" }).message,
    ).not.toContain("direct debit");
  });
});
