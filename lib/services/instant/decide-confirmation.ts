import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { claimAnswer } from "@/lib/db/confirmation-answers";
import { findPendingConfirmation, type PendingConfirmation } from "@/lib/db/pending-confirmations";
import { AppError } from "@/lib/errors/app-error";
import type {
  TConfirmationRow,
  TDecideConfirmationInput,
  TInstantAnswer,
} from "@/lib/domain/instant/confirmations";
import type { TActor } from "../actor";
import { toConfirmationRow } from "./confirmation-row";
import { answerAttempt, sendClaimedAnswer, type TAnswerBy } from "./send-answer";

// A person answers one pending Instant payment. The claim is what makes "answered once" true whatever
// races (two people, a rule, two instances): only the claimant calls the platform; everyone else is told
// who answered, or why nobody can any more. Every attempt is audited, refusals before the call included.

export type TDecideOutcome =
  | { ok: true; row: TConfirmationRow }
  /** The platform refused the answer (4xx): its words and code; the row stays answerable. */
  | { ok: false; message: string; providerCode: string | null; row: TConfirmationRow };

export async function decideConfirmation(
  input: TDecideConfirmationInput,
  actor: TActor,
): Promise<TDecideOutcome> {
  const trxId = BigInt(input.trxId);
  const answer: TInstantAnswer =
    input.decision === "ACCEPT"
      ? { decision: "ACCEPT" }
      : { decision: "REJECT", reasonCode: input.reasonCode };
  const by: TAnswerBy = { kind: "user", actor };
  const claim = await claimAnswer(
    db,
    trxId,
    {
      decision: answer.decision,
      reasonCode: answer.decision === "REJECT" ? answer.reasonCode : null,
      source: "user",
      decidedBy: actor.user.email,
      decidedByUserId: actor.user.id,
      verdict: null,
      attempt: answerAttempt(trxId, answer, by),
    },
    { announce: true },
  );
  if (!claim) {
    const row = await findPendingConfirmation(trxId);
    const why = row ? whyNot(row) : null;
    await recordAudit({
      action: "instant.decide",
      outcome: "failure",
      actor: actor.user,
      target: `payment:${input.trxId}`,
      requestId: actor.requestId,
      ip: actor.ip,
      detail: { decision: answer.decision, platformCalled: false, reason: why?.reason ?? "not_found" },
    });
    if (!row || !why) throw new AppError("not_found", "This payment is not in the confirmation queue.");
    throw new AppError("conflict", why.message);
  }

  const finish = await sendClaimedAnswer(claim, answer, by);
  const row = toConfirmationRow((await findPendingConfirmation(trxId))!, new Date());
  if (finish.state === "refused") {
    return {
      ok: false,
      message: finish.message ?? "The platform refused the answer.",
      providerCode: finish.code,
      row,
    };
  }
  return { ok: true, row };
}

const time = (d: Date) => `${d.toISOString().slice(11, 19)} UTC`;

function whyNot(row: PendingConfirmation): { reason: string; message: string } | null {
  if (row.outcomeStatus !== null) {
    const by = row.answerState === "sent" ? `after the answer by ${row.decidedBy}` : "by its fallback";
    return {
      reason: "settled",
      message: `The platform already settled this payment ${by}: it is ${row.outcomeStatus}. Nothing more to do.`,
    };
  }
  if (row.answerState === "sending" || row.answerState === "sent" || row.answerState === "unknown") {
    const who = row.decisionSource === "rule" ? `the rule “${row.decidedBy}”` : row.decidedBy;
    const what = row.decision === "REJECT" ? `rejected (${row.reasonCode})` : "accepted";
    const when = row.decidedAt ? ` at ${time(row.decidedAt)}` : "";
    return {
      reason: "already_answered",
      message: `Already ${what} by ${who}${when}. The platform's outcome will show here.`,
    };
  }
  // Neither answered nor settled, yet not claimable: the window closed.
  return {
    reason: "expired",
    message: `The 5-second window closed at ${time(row.deadlineAt)}; the platform decides by its fallback and the outcome will show here.`,
  };
}
