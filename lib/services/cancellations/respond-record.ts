import "server-only";
import type { TAuditInput } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { finishResponse, type TResponseFinish } from "@/lib/db/cancellation-responses";
import { addHistory, markAnswered } from "@/lib/db/cancellation-sync";
import type { Prisma } from "@/lib/db/generated/client";
import { publishChange } from "@/lib/db/publish-change";
import type { TRespondOutcome } from "@/lib/schemas/cancellation-respond";
import type { TActor } from "../actor";

/** The first read after an answer: the sandbox moves to the final status one payment step (2 s) later. */
export const FOLLOW_UP_MS = 1_000;

export type TAttempt = {
  id: bigint;
  intentId: string;
  api: "v3" | "v1";
  responseCode: "ACCEPTED" | "REJECTED";
  sent: Prisma.InputJsonValue;
  summary: string;
  scheme: string | null;
  trxId: string | null;
  /** The 'attempted' audit row written before the platform could be called; the outcome row names it. */
  auditAttemptId?: bigint;
};

/**
 * Records an attempt's outcome in one transaction: the claim's row (only by the attempt that holds it),
 * the request's new status when the platform took the answer, a line on its timeline, the change event
 * that tells every open page, and the audit row. Nothing is announced that was not stored.
 */
export async function recordAttempt(
  a: TAttempt,
  claim: { attempts: number } | null,
  finish: TResponseFinish,
  o: TRespondOutcome,
  actor: TActor,
  extra: { platformCalled: boolean; answeredNow: boolean },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const holds = claim ? await finishResponse(tx, a.id, claim.attempts, finish) : false;
    if (holds && extra.answeredNow) await markAnswered(tx, a.id, o.status, FOLLOW_UP_MS);
    if (claim) {
      await addHistory(tx, a.id, o.status, "answer", {
        outcome: finish.state,
        by: actor.user.email,
        summary: a.summary,
        message: finish.message,
        providerCode: finish.providerCode,
      });
      await publishChange(tx, "cancellations", a.id);
    }
    await tx.auditEvent.create({ data: auditOf(a, claim, o, actor, extra.platformCalled) });
  });
}

export function auditOf(
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
