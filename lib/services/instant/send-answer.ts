import "server-only";
import { randomUUID } from "node:crypto";
import type { TAuditInput } from "@/lib/db/audit";
import { finishAnswer, type TAnswerFinish, type TClaimedAnswer } from "@/lib/db/confirmation-answers";
import { logger } from "@/lib/logger";
import type { TInstantAnswer } from "@/lib/schemas/instant-confirmations";
import type { TActor } from "../actor";
import { sendWithinWindow } from "./answer-attempts";
import { finishOf } from "./answer-wording";
import type { TInstantDeps } from "./instant-deps";

// The one way an answer goes to the platform, for rules and people alike, once the payment was claimed
// (lib/db/confirmation-answers.ts claimAnswer): send it (again after a 5xx or no answer, while the window
// lasts: ./answer-attempts.ts), then record how it went with every try, announce it and audit it, in one
// statement.

export type TAnswerBy =
  | { kind: "user"; actor: TActor }
  | { kind: "rule"; rule: { id: string; name: string }; rulesVersion: number };

export async function sendClaimedAnswer(
  claim: TClaimedAnswer,
  answer: TInstantAnswer,
  by: TAnswerBy,
  deps: TInstantDeps,
): Promise<TAnswerFinish> {
  const trxId = Number(claim.trxId);
  const requestId = by.kind === "user" ? (by.actor.requestId ?? randomUUID()) : randomUUID();
  const tries = await sendWithinWindow(deps, trxId, answer, { requestId, deadlineAt: claim.deadlineAt });
  const finish = finishOf(tries);
  if (finish.state !== "sent") {
    const level = finish.state === "refused" ? "info" : "warn";
    logger[level](
      { err: tries.error, trxId, requestId, by: by.kind, attempts: finish.attempts },
      "instant answer not taken",
    );
  }
  const latencyMs = Date.now() - claim.receivedAt.getTime();
  const updated = await finishAnswer(claim.trxId, finish, auditOf(trxId, answer, by, finish, latencyMs));
  if (!updated) logger.error({ trxId }, "instant answer finished on a row that was no longer being sent");
  return finish;
}

function auditOf(
  trxId: number,
  answer: TInstantAnswer,
  by: TAnswerBy,
  f: TAnswerFinish,
  latencyMs: number,
): TAuditInput {
  const common = {
    outcome: f.state === "sent" ? ("success" as const) : ("failure" as const),
    target: `payment:${trxId}`,
    providerStatus: f.httpStatus,
    providerCode: f.code,
  };
  const detail = {
    decision: answer.decision,
    reasonCode: answer.decision === "REJECT" ? answer.reasonCode : null,
    answerState: f.state,
    platformCalled: true,
    message: f.message,
    latencyMs,
    attempts: f.attempts,
  };
  if (by.kind === "user") {
    const { actor } = by;
    return {
      ...common,
      action: "instant.decide",
      actor: actor.user,
      requestId: actor.requestId,
      ip: actor.ip,
      detail,
    };
  }
  return {
    ...common,
    action: "instant.rule_decision",
    actor: null,
    detail: { ...detail, ruleId: by.rule.id, ruleName: by.rule.name, rulesVersion: by.rulesVersion },
  };
}
