import "server-only";
import type { PendingConfirmation } from "@/lib/db/pending-confirmations";
import {
  ZAnswerAttempt,
  type TAnswerAttempt,
  type TConfirmationPhase,
  type TConfirmationRow,
} from "@/lib/domain/instant/confirmations";

// The one mapping of a pending_confirmations row to what the queue and the history send.

type TAnswerState = NonNullable<TConfirmationRow["answerState"]>;

export function phaseOf(row: PendingConfirmation, now: Date): TConfirmationPhase {
  if (row.outcomeStatus !== null) return "settled";
  const open = row.deadlineAt.getTime() > now.getTime();
  switch (row.answerState as TAnswerState | null) {
    case "sent":
      return "answered";
    // Unknown: maybe taken; nothing more is sent, the outcome settles it.
    case "sending":
    case "unknown":
      return "answering";
    // Refused while the window is open: a person may still answer. After it, the platform decides.
    case "refused":
      return open ? "refused" : "expired";
    default:
      return open ? "waiting" : "expired";
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toConfirmationRow(row: PendingConfirmation, now: Date): TConfirmationRow {
  const answerState = row.answerState as TAnswerState | null;
  return {
    trxId: row.trxId.toString(),
    endToEndId: row.endToEndId,
    amount: row.amount === null ? null : row.amount.toString(),
    currency: row.currency,
    debtorAccount: row.debtorAccount,
    creditorAccount: row.creditorAccount,
    receivedAt: row.receivedAt.toISOString(),
    notifiedAt: row.notifiedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    phase: phaseOf(row, now),
    rulesVersion: row.rulesVersion,
    ruleId: row.ruleId,
    ruleName: row.ruleName,
    ruleOutcome: row.ruleOutcome as TConfirmationRow["ruleOutcome"],
    decision: row.decision as TConfirmationRow["decision"],
    reasonCode: row.reasonCode,
    decisionSource: row.decisionSource as TConfirmationRow["decisionSource"],
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    answerState,
    answeredAt: iso(row.answeredAt),
    answerCode: row.answerCode,
    answerMessage: row.answerMessage,
    answerAttempts: attemptsOf(row.answerAttempts),
    latencyMs:
      answerState === "sent" && row.answeredAt ? row.answeredAt.getTime() - row.receivedAt.getTime() : null,
    outcomeStatus: row.outcomeStatus,
    resolvedAt: iso(row.resolvedAt),
    // Our answer was taken only when it is 'sent' (an unknown one becomes 'sent' when the outcome proves it).
    fallback: row.outcomeStatus !== null && answerState !== "sent",
  };
}

/** The stored tries (written by the finish); a value that does not read as tries shows as none. */
function attemptsOf(value: unknown): TAnswerAttempt[] {
  const parsed = ZAnswerAttempt.array().safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
