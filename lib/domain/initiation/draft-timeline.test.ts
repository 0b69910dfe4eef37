import { describe, expect, it } from "vitest";
import { draftTimeline, type TTimelineFacts } from "./draft-timeline";

const T = (s: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, s)).toISOString();
const base: TTimelineFacts = {
  state: "waiting",
  makerEmail: "maker@example.com",
  createdAt: T(0),
  closedAt: null,
  closedByEmail: null,
  submittedAt: null,
  decisions: [],
  submissions: [],
};
const created = {
  line: 1,
  state: "created" as const,
  attempts: 2,
  sentAt: T(5),
  finishedAt: T(6),
  platformId: 4711,
  platformStatus: "TO_SIGN",
  message: null,
};
const kinds = (f: TTimelineFacts) => draftTimeline(f).map((e) => `${e.kind}: ${e.text}`);

describe("draftTimeline", () => {
  it.each<[string, Partial<TTimelineFacts>, string[]]>([
    ["a waiting draft", {}, ["made: Made by maker@example.com"]],
    [
      "a rejection with its reason",
      {
        state: "rejected",
        decisions: [{ userEmail: "c@example.com", decision: "reject", reason: "Wrong supplier", at: T(3) }],
      },
      ["made: Made by maker@example.com", "rejected: Rejected by c@example.com: Wrong supplier"],
    ],
    [
      "a withdrawal",
      { state: "withdrawn", closedAt: T(4), closedByEmail: "maker@example.com" },
      ["made: Made by maker@example.com", "withdrawn: Withdrawn by maker@example.com"],
    ],
    [
      "approved, sent twice, created in TO_SIGN, submitted",
      {
        state: "submitted",
        submittedAt: T(7),
        decisions: [{ userEmail: "c@example.com", decision: "approve", reason: null, at: T(2) }],
        submissions: [created],
      },
      [
        "made: Made by maker@example.com",
        "approved: Approved by c@example.com",
        "submitting: The policy is met: being sent to the platform",
        "sent: Sent to the platform (attempt 2)",
        "outcome: Created at the platform as payment 4711 (status TO_SIGN)",
        "submitted: Every payment has its outcome",
      ],
    ],
    [
      "no approval needed, the answer lost",
      {
        state: "submitting",
        submissions: [{ ...created, state: "unknown", attempts: 1, platformId: null, message: "No answer" }],
      },
      [
        "made: Made by maker@example.com",
        "submitting: The policy is met: being sent to the platform",
        "sent: Sent to the platform",
        "outcome: Outcome not known yet: No answer",
      ],
    ],
    [
      "refused by the platform",
      {
        state: "submitted",
        submissions: [{ ...created, state: "refused", attempts: 1, message: "IBAN closed" }],
      },
      [
        "made: Made by maker@example.com",
        "submitting: The policy is met: being sent to the platform",
        "sent: Sent to the platform",
        "outcome: Refused by the platform: IBAN closed",
      ],
    ],
  ])("%s", (_, change, expected) => {
    expect(kinds({ ...base, ...change })).toEqual(expected);
  });
});
