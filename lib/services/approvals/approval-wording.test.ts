import { describe, expect, it } from "vitest";
import { APPROVAL_CODES, approvalWording, type TWordedState } from "./approval-wording";

const http = (code: string | undefined, status: number | null) => ({ kind: "http" as const, code, status });

// Every platform code of docs/platform.md (Approvals), the state Countersign records
// and words that must be in the sentence (what happened, and what to do next).
const TABLE: [code: string, status: number, state: TWordedState, says: RegExp, next: RegExp][] = [
  ["TRANSACTION_NOT_FOUND", 404, "refused", /no payment with this id/, /Reload the queue/],
  ["SIGNING_DISABLED", 403, "refused", /signing is switched off/, /Ask an administrator/],
  ["UNSUPPORTED_PAYMENT_METHOD", 400, "refused", /SEPA, SEPA Instant and SWIFT/, /Payments page/],
  ["ILLEGAL_TRANSACTION_STATUS", 400, "refused", /no longer waits for approval/, /Reload the queue/],
  ["SAME_CLIENT_APPROVAL", 403, "refused", /same API client that created/, /PLATFORM_APPROVER_CLIENT_ID/],
  ["APPROVAL_PERMISSION_MISSING", 403, "refused", /lacks the approval permission/, /grant it/],
  ["API_APPROVAL_DISABLED", 403, "refused", /through the API is switched off/, /web interface/],
  [
    "API_APPROVAL_NOT_ALLOWED",
    403,
    "refused",
    /created in the platform's web interface/,
    /Approve it in the web interface/,
  ],
  ["ALREADY_APPROVED", 409, "approved", /earlier attempt went through/, /Nothing more to do/],
  ["VALIDATION_ERROR", 400, "refused", /did not accept the payment id/, /report it/],
];

describe("the approval error-code wording table", () => {
  it("covers exactly the platform's codes", () => {
    expect(Object.keys(APPROVAL_CODES).sort()).toEqual(TABLE.map(([code]) => code).sort());
  });

  it.each(TABLE)(
    "%s (HTTP %i) is recorded as %s and worded with a next step",
    (code, status, state, says, next) => {
      const w = approvalWording(http(code, status));
      expect(w.state).toBe(state);
      expect(w.message).toMatch(says);
      expect(w.message).toMatch(next);
      expect(w.message).toMatch(/\.$/);
    },
  );

  it("gives every code its own sentence", () => {
    const sentences = TABLE.map(([code, status]) => approvalWording(http(code, status)).message);
    expect(new Set(sentences).size).toBe(TABLE.length);
  });

  it("reads the code, not the HTTP status: a known code with an unexpected status keeps its words", () => {
    expect(approvalWording(http("SIGNING_DISABLED", 400)).message).toMatch(/signing is switched off/);
  });
});

describe("a payment that moved past TO_SIGN (ILLEGAL_TRANSACTION_STATUS)", () => {
  const illegal = http("ILLEGAL_TRANSACTION_STATUS", 400);

  it("is an approval when an earlier attempt of ours got no answer and the payment is signed now", () => {
    const w = approvalWording(illegal, { currentStatus: "Signed", earlierAttemptUnanswered: true });
    expect(w).toEqual({
      state: "approved",
      message: expect.stringMatching(/now Signed.*earlier attempt that got no answer went through/),
    });
  });

  it("is not ours when no attempt of ours was unanswered: approved elsewhere", () => {
    const w = approvalWording(illegal, { currentStatus: "Completed" });
    expect(w.state).toBe("refused");
    expect(w.message).toMatch(/now Completed, approved elsewhere/);
  });

  it("is not an approval when the payment was cancelled, even after an unanswered attempt", () => {
    const w = approvalWording(illegal, { currentStatus: "Cancelled", earlierAttemptUnanswered: true });
    expect(w.state).toBe("refused");
    expect(w.message).toMatch(/now Cancelled\. Nothing can be approved/);
  });
});

describe("failures without a platform code", () => {
  it.each([
    ["timeout", /did not answer in time/],
    ["connection", /connection to the platform failed/],
    ["invalid_response", /form Countersign does not understand/],
  ] as const)("%s is unknown, and says a retry never approves twice", (kind, says) => {
    const w = approvalWording({ kind, status: kind === "invalid_response" ? 200 : null });
    expect(w.state).toBe("unknown");
    expect(w.message).toMatch(says);
    expect(w.message).toMatch(/never approves twice/);
  });

  it("a 5xx is unknown (the platform may have recorded it) and names the status", () => {
    const w = approvalWording(http(undefined, 503));
    expect(w).toEqual({
      state: "unknown",
      message: expect.stringMatching(/internal error \(HTTP 503\).*Try again/),
    });
  });

  it("refused credentials point at the approver client setting", () => {
    expect(approvalWording(http(undefined, 401))).toMatchObject({
      state: "refused",
      message: expect.stringMatching(/PLATFORM_APPROVER_CLIENT_ID/),
    });
  });

  it("an unknown code is a refusal that quotes the platform and asks to report the code", () => {
    const w = approvalWording({
      kind: "http",
      status: 422,
      code: "NEW_RULE",
      platformMessage: "Limit reached",
    });
    expect(w).toEqual({
      state: "refused",
      message: expect.stringMatching(/"Limit reached".*report the code/),
    });
  });
});
