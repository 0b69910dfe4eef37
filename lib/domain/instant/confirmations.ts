import { z } from "zod";
import { DATE_RANGE_MESSAGE, inDateRange } from "@/lib/domain/shared/bounds";
import type { TUrlSpec } from "@/lib/domain/shared/url-state";

// Client-safe. The Instant confirmations contract shared by the server (lib/services/instant, the
// automatic answer of the rules, the routes and actions) and the page (components/instant).

/**
 * Reject reasons the platform takes on POST /v1/transactions/{id}/response (docs/platform.md, Assumptions →
 * Instant confirmation: ISO 20022 pacs.002 codes a beneficiary bank uses), each in words for the picker.
 */
export const INSTANT_REJECT_REASONS = {
  AC01: "Account number incorrect",
  AC03: "Creditor account number invalid",
  AC04: "Account closed",
  AC06: "Account blocked",
  AG01: "Transaction forbidden on this account",
  AG02: "Invalid bank operation code",
  AM04: "Insufficient funds",
  AM05: "Duplicate payment",
  BE05: "Unrecognised initiating party",
  CUST: "Requested by the customer",
  DUPL: "Duplicate payment",
  FF01: "Invalid file format",
  FRAD: "Fraudulent origin",
  MD07: "Debtor deceased",
  MS02: "Reason not specified (customer)",
  MS03: "Reason not specified (agent)",
  RC01: "Bank identifier incorrect",
  RR01: "Missing debtor account or identification (regulatory)",
  RR02: "Missing debtor name or address (regulatory)",
  RR03: "Missing creditor name or address (regulatory)",
  RR04: "Regulatory reason",
} as const;

export type TInstantRejectReason = keyof typeof INSTANT_REJECT_REASONS;
export const INSTANT_REJECT_REASON_CODES = Object.keys(INSTANT_REJECT_REASONS) as [
  TInstantRejectReason,
  ...TInstantRejectReason[],
];
export const ZInstantRejectReason = z.enum(INSTANT_REJECT_REASON_CODES, {
  error: "Choose a reject reason from the list.",
});

/** What goes to the platform: accept, or reject with a reason. */
export type TInstantAnswer =
  { decision: "ACCEPT" } | { decision: "REJECT"; reasonCode: TInstantRejectReason };

/** The decide action's input (one payment, by a person). */
export const ZDecideConfirmationInput = z.discriminatedUnion("decision", [
  z.strictObject({
    trxId: z.string().regex(/^\d{1,18}$/, "Not a transaction id."),
    decision: z.literal("ACCEPT"),
  }),
  z.strictObject({
    trxId: z.string().regex(/^\d{1,18}$/, "Not a transaction id."),
    decision: z.literal("REJECT"),
    reasonCode: ZInstantRejectReason,
  }),
]);
export type TDecideConfirmationInput = z.infer<typeof ZDecideConfirmationInput>;

/**
 * One try of sending an answer to the platform (an answer is sent again after a 5xx or a lost connection
 * while its window lasts: lib/services/instant/answer-attempts.ts). What came back:
 * - taken: a 2xx, the platform processed the answer;
 * - refused: a 4xx, a verdict (httpStatus, code);
 * - server_error: a 5xx (httpStatus, code);
 * - timed_out / connection_lost: no answer at all (the answer may still have been taken);
 * - not_sent: it failed on our side before the platform could answer.
 */
export const ANSWER_ATTEMPT_OUTCOMES = [
  "taken",
  "refused",
  "server_error",
  "timed_out",
  "connection_lost",
  "not_sent",
] as const;
export const ZAnswerAttempt = z.object({
  /** When it was sent (ISO 8601, UTC). */
  at: z.string(),
  /** From sending to the answer, or to giving up on one. */
  ms: z.number().int().nonnegative(),
  /** The wait after the previous try; null for the first. */
  afterMs: z.number().int().nonnegative().nullable(),
  outcome: z.enum(ANSWER_ATTEMPT_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  code: z.string().nullable(),
});
export type TAnswerAttempt = z.infer<typeof ZAnswerAttempt>;

/**
 * Where a payment of the queue stands, for the row's badge:
 * - waiting: nobody has answered and the deadline has not passed;
 * - answering / answered: Countersign's answer is on its way or was taken (by a rule or a user);
 * - refused: the platform refused Countersign's answer (answerCode says why);
 * - expired: the deadline passed with no answer taken, the platform's outcome not yet known;
 * - settled: the platform's outcome is known (outcomeStatus); `fallback` says whether the platform decided.
 */
export type TConfirmationPhase = "waiting" | "answering" | "answered" | "refused" | "expired" | "settled";

/** One payment of the queue or of the history, as the routes send it (bigints and amounts as strings). */
export type TConfirmationRow = {
  trxId: string;
  endToEndId: string | null;
  /** Minor units as a decimal string; with `currency`, formatted by components/ui/amount. */
  amount: string | null;
  currency: string | null;
  debtorAccount: string | null;
  creditorAccount: string | null;
  /** ISO 8601 instants (UTC). The countdown runs to deadlineAt, corrected by the response's serverNow. */
  receivedAt: string;
  notifiedAt: string;
  deadlineAt: string;
  phase: TConfirmationPhase;
  rulesVersion: number | null;
  ruleId: string | null;
  ruleName: string | null;
  ruleOutcome: "ACCEPT" | "REJECT" | "LEAVE" | null;
  decision: "ACCEPT" | "REJECT" | null;
  reasonCode: string | null;
  decisionSource: "rule" | "user" | null;
  /** The rule's name or the user's email. */
  decidedBy: string | null;
  decidedAt: string | null;
  answerState: "sending" | "sent" | "refused" | "unknown" | null;
  answeredAt: string | null;
  answerCode: string | null;
  /** In words (lib/services/instant wording): the refusal, or why the answer's fate is not known. */
  answerMessage: string | null;
  /** Every try of the current answer, oldest first; empty until it was sent. */
  answerAttempts: TAnswerAttempt[];
  /** From webhook receipt to the platform's answer to ours, in milliseconds; null until answered. */
  latencyMs: number | null;
  outcomeStatus: string | null;
  resolvedAt: string | null;
  /** True when the platform decided (nobody's answer was taken before the deadline). */
  fallback: boolean;
};

/** GET /api/instant/queue: every payment not yet settled, most urgent first. */
export type TConfirmationQueue = { rows: TConfirmationRow[]; serverNow: string; rulesVersion: number | null };

/** GET /api/instant/decisions?source=&before=&limit= : the history, newest first. */
export const DECISION_SOURCES = ["rule", "user", "fallback"] as const;
export const ZDecisionHistoryQuery = z.strictObject({
  source: z.enum(DECISION_SOURCES).optional(),
  /** Keyset cursor: the `next` of the previous page. */
  before: z
    .string()
    .regex(/^\d{1,15}:\d{1,18}$/, { message: "Not a cursor of this list.", abort: true })
    // The time part reaches PostgreSQL as a timestamp: keep it inside the years it can take.
    .refine((v) => inDateRange(new Date(Number(v.split(":")[0]))), DATE_RANGE_MESSAGE)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TDecisionHistoryQuery = z.infer<typeof ZDecisionHistoryQuery>;

/** The page's URL: which tab, and on the Decisions tab who decided and the cursor. */
export const INSTANT_URL: TUrlSpec<{
  view?: "decisions";
  source?: (typeof DECISION_SOURCES)[number];
  before?: string;
}> = {
  schema: z.object({
    view: z.literal("decisions").optional(),
    source: z.enum(DECISION_SOURCES).optional(),
    before: z
      .string()
      .regex(/^\d+:\d+$/, "Not a cursor of this list.")
      .optional(),
  }),
  keys: ["view", "source", "before"],
};
export type TDecisionHistoryPage = { rows: TConfirmationRow[]; next: string | null };
