import "server-only";
import { randomUUID } from "node:crypto";
import type { TAuditInput } from "@/lib/db/audit";
import { finishAnswer, type TAnswerFinish, type TClaimedAnswer } from "@/lib/db/confirmation-answers";
import { logger } from "@/lib/logger";
import type { TInstantAnswer } from "@/lib/domain/instant/confirmations";
import type { TActor } from "../actor";
import { sendWithinWindow } from "./answer-attempts";
import { finishOf } from "./answer-wording";

// The one way an answer goes to the platform, for rules and people alike, once the payment was claimed
// (lib/db/confirmation-answers.ts claimAnswer): send it (again after a 5xx or no answer, while the window
// lasts: ./answer-attempts.ts), then record how it went with every try, announce it and audit it, in one
// statement. The audit row names the 'attempted' row the claim wrote (answerAttempt), before the call.

export type TAnswerBy =
  | { kind: "user"; actor: TActor }
  | { kind: "rule"; rule: { id: string; name: string }; rulesVersion: number };

export async function sendClaimedAnswer(
  claim: TClaimedAnswer,
  answer: TInstantAnswer,
  by: TAnswerBy,
): Promise<TAnswerFinish> {
  const trxId = Number(claim.trxId);
  const requestId = by.kind === "user" ? (by.actor.requestId ?? randomUUID()) : randomUUID();
  const tries = await sendWithinWindow(trxId, answer, { requestId, deadlineAt: claim.deadlineAt });
  const finish = finishOf(tries);
  if (finish.state !== "sent") {
    const level = finish.state === "refused" ? "info" : "warn";
    logger[level](
      { err: tries.error, trxId, requestId, by: by.kind, attempts: finish.attempts },
      "instant answer not taken",
    );
  }
  const latencyMs = Date.now() - claim.receivedAt.getTime();
  const audit = { ...auditOf(trxId, answer, by, finish, latencyMs), attemptId: claim.attemptId };
  const updated = await finishAnswer(claim.trxId, finish, audit);
  if (!updated) logger.error({ trxId }, "instant answer finished on a row that was no longer being sent");
  return finish;
}

/** Who answered, as the audit rows say it: the person, or a rule (no actor, as rules have none). */
function answeredBy(by: TAnswerBy) {
  return by.kind === "user"
    ? {
        action: "instant.decide",
        actor: by.actor.user,
        requestId: by.actor.requestId,
        ip: by.actor.ip,
        ruleDetail: {},
      }
    : {
        action: "instant.rule_decision",
        actor: null,
        requestId: null,
        ip: null,
        ruleDetail: { ruleId: by.rule.id, ruleName: by.rule.name, rulesVersion: by.rulesVersion },
      };
}

/** The 'attempted' row a claim writes before the platform is called (lib/db/confirmation-answers.ts). */
export function answerAttempt(
  trxId: bigint,
  answer: TInstantAnswer,
  by: TAnswerBy,
): Omit<TAuditInput, "outcome" | "attemptId"> {
  const { ruleDetail, ...who } = answeredBy(by);
  return {
    ...who,
    target: `payment:${trxId}`,
    detail: {
      decision: answer.decision,
      reasonCode: answer.decision === "REJECT" ? answer.reasonCode : null,
      ...ruleDetail,
    },
  };
}

function auditOf(
  trxId: number,
  answer: TInstantAnswer,
  by: TAnswerBy,
  f: TAnswerFinish,
  latencyMs: number,
): TAuditInput {
  const { ruleDetail, ...who } = answeredBy(by);
  return {
    ...who,
    outcome: f.state === "sent" ? "success" : "failure",
    target: `payment:${trxId}`,
    providerStatus: f.httpStatus,
    providerCode: f.code,
    detail: {
      decision: answer.decision,
      reasonCode: answer.decision === "REJECT" ? answer.reasonCode : null,
      answerState: f.state,
      platformCalled: true,
      message: f.message,
      latencyMs,
      attempts: f.attempts,
      ...ruleDetail,
    },
  };
}
