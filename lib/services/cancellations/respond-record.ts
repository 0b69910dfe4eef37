import "server-only";
import { recordAudit, recordAttempt as recordAuditAttempt, type TAuditInput } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { finishResponse } from "@/lib/db/cancellation-responses";
import { addHistory, markAnswered } from "@/lib/db/cancellation-sync";
import { publishChange } from "@/lib/db/publish-change";
import type { TRespondOutcome } from "@/lib/domain/cancellations/respond-types";
import type { TActor } from "../actor";
import type { TAttempt, TAttemptEnd } from "./respond-types";

/** The first read after an answer: the sandbox moves to the final status one payment step (2 s) later. */
export const FOLLOW_UP_MS = 1_000;

/**
 * The 'attempted' audit row, written before the platform may be called: it stands even if the database is
 * lost after the platform's answer (README.md, "Audit trail"). Returns its id for the outcome row.
 */
export async function auditAttempt(a: TAttempt, attempts: number, actor: TActor): Promise<bigint> {
  return recordAuditAttempt({
    action: "cancellations.respond",
    actor: actor.user,
    target: `cancellation:${a.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: {
      intentId: a.intentId,
      api: a.api,
      responseCode: a.responseCode,
      sent: a.sent,
      attempt: attempts,
    },
  });
}

/**
 * Records a claimed attempt's outcome in one transaction: the claim's row (only by the attempt that holds
 * it), the request's new status when the platform took the answer, a line on its timeline, the change event
 * that tells every open page, and the audit row. Nothing is announced that was not stored.
 */
export async function recordAttempt(
  a: TAttempt,
  claim: { attempts: number },
  end: TAttemptEnd,
  o: TRespondOutcome,
  actor: TActor,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const holds = await finishResponse(tx, a.id, claim.attempts, end.finish);
    if (holds && end.answeredNow) await markAnswered(tx, a.id, o.status, FOLLOW_UP_MS);
    await addHistory(tx, a.id, o.status, "answer", {
      outcome: end.finish.state,
      by: actor.user.email,
      summary: a.summary,
      message: end.finish.message,
      providerCode: end.finish.providerCode,
    });
    await publishChange(tx, "cancellations", a.id);
    await tx.auditEvent.create({ data: auditOf(a, claim, o, actor, end.platformCalled) });
  });
}

/** An attempt that found the claim taken: only its audit row, since nothing changed. */
export async function recordClaimTaken(a: TAttempt, o: TRespondOutcome, actor: TActor): Promise<void> {
  await recordAudit({ ...auditOf(a, null, o, actor, false), actor: actor.user });
}

function auditOf(
  a: TAttempt,
  claim: { attempts: number } | null,
  o: TRespondOutcome,
  actor: TActor,
  platformCalled: boolean,
): Omit<TAuditInput, "actor"> & { actorId: string; actorEmail: string } {
  return {
    action: "cancellations.respond",
    outcome: o.outcome === "sent" ? "success" : "failure",
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    target: `cancellation:${a.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    attemptId: a.auditAttemptId ?? null,
    providerStatus: o.providerStatus,
    providerCode: o.providerCode,
    detail: {
      intentId: a.intentId,
      result: o.outcome,
      api: a.api,
      responseCode: a.responseCode,
      sent: a.sent,
      summary: a.summary,
      scheme: a.scheme,
      transactionId: a.trxId,
      platformCalled,
      attempt: claim?.attempts ?? null,
      statusAfter: o.status,
      message: o.message,
    },
  };
}
