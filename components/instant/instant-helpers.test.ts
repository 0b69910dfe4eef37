import { describe, expect, it } from "vitest";
import type { TConfirmationRow } from "@/lib/domain/instant/confirmations";
import { attemptsText, attemptsWorthShowing } from "./attempts-text";
import { clockOffset, formatRemaining, remainingMs } from "./countdown";
import { decisionsQuery, instantQuery, readInstantUrl } from "./instant-url";
import { phaseView, reasonWords, sourceText } from "./wording";

const row = (over: Partial<TConfirmationRow>): TConfirmationRow => ({
  trxId: "7",
  endToEndId: null,
  amount: "1000",
  currency: "EUR",
  debtorAccount: null,
  creditorAccount: null,
  receivedAt: "2026-11-24T10:00:00.000Z",
  notifiedAt: "2026-11-24T10:00:00.000Z",
  deadlineAt: "2026-11-24T10:00:05.000Z",
  phase: "waiting",
  rulesVersion: null,
  ruleId: null,
  ruleName: null,
  ruleOutcome: null,
  decision: null,
  reasonCode: null,
  decisionSource: null,
  decidedBy: null,
  decidedAt: null,
  answerState: null,
  answeredAt: null,
  answerCode: null,
  answerMessage: null,
  answerAttempts: [],
  latencyMs: null,
  outcomeStatus: null,
  resolvedAt: null,
  fallback: false,
  ...over,
});

describe("countdown", () => {
  const deadline = "2026-11-24T10:00:05.000Z";
  const at = (iso: string) => Date.parse(iso);
  it("counts to the deadline by the server's clock, corrected by the measured offset", () => {
    // The browser is 2 s behind the server: at its 10:00:01 the server is at 10:00:03.
    const offset = clockOffset("2026-11-24T10:00:03.000Z", at("2026-11-24T10:00:01.000Z"));
    expect(offset).toBe(2_000);
    expect(remainingMs(deadline, offset, at("2026-11-24T10:00:01.000Z"))).toBe(2_000);
  });
  it("shows tenths, rounded down, then expired", () => {
    expect(formatRemaining(4_999)).toBe("4.9 s");
    expect(formatRemaining(100)).toBe("0.1 s");
    expect(formatRemaining(99)).toBe("0.0 s");
    expect(formatRemaining(0)).toBe("expired");
    expect(formatRemaining(-5)).toBe("expired");
  });
  it("ignores an unreadable server time rather than skewing every countdown", () => {
    expect(clockOffset("nonsense", 1)).toBe(0);
  });
});

describe("wording", () => {
  it("names the decider: rule with its version, user, or the platform's fallback", () => {
    expect(sourceText(row({ decisionSource: "rule", decidedBy: "Small", rulesVersion: 3 }))).toBe(
      "rule Small v3",
    );
    expect(sourceText(row({ decisionSource: "user", decidedBy: "ops@example.com" }))).toBe(
      "user ops@example.com",
    );
    expect(sourceText(row({ fallback: true, phase: "settled", outcomeStatus: "Rejected" }))).toBe(
      "platform fallback",
    );
    expect(sourceText(row({}))).toBeNull();
  });
  it("puts each phase on one meaning, the platform's own status once settled", () => {
    expect(phaseView(row({}))).toEqual({ status: "waiting", text: "Waiting" });
    expect(
      phaseView(row({ phase: "answered", decision: "ACCEPT", decisionSource: "rule", decidedBy: "Small" })),
    ).toEqual({ status: "done", text: "Accepted by rule Small" });
    expect(
      phaseView(row({ phase: "answered", decision: "REJECT", decisionSource: "user", decidedBy: "a@b.c" })),
    ).toEqual({ status: "refused", text: "Rejected by a@b.c" });
    expect(phaseView(row({ phase: "settled", outcomeStatus: "Completed" }))).toEqual({
      status: "done",
      text: "Completed",
    });
    expect(phaseView(row({ phase: "settled", outcomeStatus: "Rejected" })).status).toBe("refused");
    expect(phaseView(row({ phase: "refused" })).status).toBe("failed");
  });
  it("words reasons, including the fallback's AB05, and keeps unknown codes as they are", () => {
    expect(reasonWords("AC04")).toBe("Account closed");
    expect(reasonWords("AB05")).toBe("Timeout at the creditor agent");
    expect(reasonWords("ZZ99")).toBe("ZZ99");
    expect(reasonWords(null)).toBeNull();
  });
});

describe("the answer's tries in words", () => {
  const at = "2026-11-24T10:00:01.000Z";
  it("says what each try got back: an error is an answer, never 'no reply'", () => {
    const tries = [
      { at, ms: 2, afterMs: null, outcome: "server_error", httpStatus: 500, code: "INTERNAL_ERROR" },
      { at, ms: 9, afterMs: 50, outcome: "taken", httpStatus: null, code: null },
    ] as const;
    expect(attemptsText([...tries])).toBe(
      "The platform answered 500 (INTERNAL_ERROR) in 2 ms; sent again 50 ms later: taken in 9 ms.",
    );
    expect(attemptsWorthShowing([...tries])).toBe(true);
  });
  it("tells a try with no answer by why, and a refusal that followed it", () => {
    expect(
      attemptsText([
        { at, ms: 3, afterMs: null, outcome: "connection_lost", httpStatus: null, code: null },
        { at, ms: 4, afterMs: 50, outcome: "refused", httpStatus: 400, code: "ILLEGAL_TRANSACTION_STATUS" },
      ]),
    ).toBe(
      "No answer: connection lost after 3 ms; sent again 50 ms later: refused: 400 (ILLEGAL_TRANSACTION_STATUS) in 4 ms.",
    );
    const timedOut = {
      at,
      ms: 5_400,
      afterMs: null,
      outcome: "timed_out",
      httpStatus: null,
      code: null,
    } as const;
    expect(attemptsText([timedOut])).toBe("No answer: timed out after 5400 ms.");
    expect(attemptsWorthShowing([timedOut])).toBe(true);
  });
  it("keeps quiet about a single try that got a verdict, and about an answer never sent", () => {
    expect(
      attemptsWorthShowing([{ at, ms: 9, afterMs: null, outcome: "taken", httpStatus: null, code: null }]),
    ).toBe(false);
    expect(
      attemptsWorthShowing([
        { at, ms: 9, afterMs: null, outcome: "refused", httpStatus: 403, code: "FEATURE_DISABLED" },
      ]),
    ).toBe(false);
    expect(attemptsText([])).toBeNull();
    expect(attemptsWorthShowing([])).toBe(false);
  });
});

describe("the URL", () => {
  it("keeps the tab, source and cursor; drops what is not valid", () => {
    const v = readInstantUrl(new URLSearchParams("view=decisions&source=user&before=12:34"));
    expect(v).toEqual({ tab: "decisions", source: "user", before: "12:34" });
    expect(instantQuery(v)).toBe("before=12%3A34&source=user&view=decisions");
    expect(decisionsQuery(v)).toBe("before=12%3A34&source=user");
    expect(readInstantUrl({ view: "x", source: "robot", before: "1" })).toEqual({
      tab: "queue",
      source: null,
      before: null,
    });
    expect(instantQuery({ tab: "queue", source: "user", before: null })).toBe("");
  });
});
