import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { claimAnswer, recordRuleVerdict, type TRuleVerdictRecord } from "@/lib/db/confirmation-answers";
import { logger } from "@/lib/logger";
import { ruleDecisions } from "@/lib/metrics/metrics";
import type { TInstantAnswer } from "@/lib/domain/instant/confirmations";
import { evaluate, needsDebtorBic, type TFacts, type TVerdict } from "../confirmation-rules/evaluate";
import { ruleSetInForce, type TRuleSetInForce } from "../confirmation-rules/rule-set-in-force";
import { platform } from "../platform/registry";
import { notifyLeftToPeople } from "./notify-left";
import { answerAttempt, sendClaimedAnswer, type TAnswerBy } from "./send-answer";

// The automatic answer: when a payment held for confirmation is first queued (by either webhook that
// announces it: lib/webhooks/process/hold-for-confirmation.ts), the rules in force decide, inside
// the delivery's transaction, so the payment first appears to people already claimed by its rule (or with
// the rule's LEAVE); the platform is called only after that transaction commits — never holding a database
// transaction open over an HTTP call — by the effect returned here, which the processing loop runs at once
// without waiting for it. The one exception is a verdict that depends on the debtor's BIC, which the
// webhook does not carry: then the lookup, the verdict and the answer all happen after the commit.

/** A short look-up: a BIC that does not arrive in time is unknown (its conditions do not hold). */
export const BIC_LOOKUP_TIMEOUT_MS = 800;
/** Time kept for the answer itself after a BIC look-up. */
const ANSWER_RESERVE_MS = 1_000;

export type TPendingForRules = { trxId: bigint; deadlineAt: Date; facts: TFacts };
export type TAfterCommit = () => Promise<void>;
type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw" | "auditEvent">;

/** Evaluates the rules in force for a payment just queued; returns what must run after the commit. */
export async function applyRules(tx: TSql, p: TPendingForRules): Promise<TAfterCommit | undefined> {
  const set = await ruleSetInForce(tx);
  if (!set) {
    await notifyLeftToPeople(tx, p); // no rules: every payment is left to people
    return undefined;
  }
  if (needsDebtorBic(set.rules, p.facts)) return () => decideWithDebtorBic(set, p);
  const send = await commitVerdict(tx, set.version, evaluate(set.rules, p.facts), p, false);
  return send ? async () => void (await send()) : undefined;
}

/** The debtor's bank (v2 record: origin_bic, else debtor_bank_bic); null when the payment has none. */
async function debtorBicOf(trxId: number, opts: { timeoutMs: number }): Promise<string | null> {
  const found = await platform().gateway.getTransaction(trxId, opts);
  return found?.item.origin_bic ?? found?.item.debtor_bank_bic ?? null;
}

async function decideWithDebtorBic(set: TRuleSetInForce, p: TPendingForRules) {
  const trxId = Number(p.trxId);
  const timeoutMs = Math.min(BIC_LOOKUP_TIMEOUT_MS, p.deadlineAt.getTime() - Date.now() - ANSWER_RESERVE_MS);
  let debtorBic: string | null = null;
  if (timeoutMs > 0) {
    debtorBic = await debtorBicOf(trxId, { timeoutMs }).catch((err: unknown) => {
      logger.warn({ err, trxId }, "debtor BIC look-up failed; BIC conditions do not hold for this payment");
      return null;
    });
  }
  const verdict = evaluate(set.rules, { ...p.facts, debtorBic });
  const send = await commitVerdict(db, set.version, verdict, p, true);
  if (send) await send();
}

/**
 * Records the verdict on the row. An ACCEPT or REJECT claims the payment with it (only if still unanswered,
 * unsettled and inside its window: a late webhook is shown expired, never answered blindly) and returns
 * the sending; everything else is recorded, and audited when a rule matched.
 */
async function commitVerdict(
  sql: TSql,
  rulesVersion: number,
  verdict: TVerdict,
  p: TPendingForRules,
  announce: boolean,
): Promise<(() => Promise<unknown>) | null> {
  const { outcome, rule } = verdict;
  ruleDecisions().inc({ verdict: outcome.action });
  const record: TRuleVerdictRecord = {
    rulesVersion,
    ruleId: rule?.id ?? null,
    ruleName: rule?.name ?? null,
    ruleOutcome: outcome.action,
  };
  if (outcome.action !== "LEAVE" && rule) {
    const answer: TInstantAnswer =
      outcome.action === "ACCEPT"
        ? { decision: "ACCEPT" }
        : { decision: "REJECT", reasonCode: outcome.reasonCode };
    const by: TAnswerBy = { kind: "rule", rule, rulesVersion };
    const claim = await claimAnswer(
      sql,
      p.trxId,
      {
        decision: answer.decision,
        reasonCode: answer.decision === "REJECT" ? answer.reasonCode : null,
        source: "rule",
        decidedBy: rule.name,
        decidedByUserId: null,
        verdict: record,
        attempt: answerAttempt(p.trxId, answer, by),
      },
      { announce },
    );
    if (claim) return () => sendClaimedAnswer(claim, answer, by);
  }
  await recordRuleVerdict(sql, p.trxId, record, { announce });
  if (outcome.action === "LEAVE") await notifyLeftToPeople(sql, p);
  if (rule) {
    await recordAudit(
      {
        action: "instant.rule_decision",
        outcome: outcome.action === "LEAVE" ? "success" : "failure",
        actor: null,
        target: `payment:${p.trxId}`,
        detail: {
          ruleId: rule.id,
          ruleName: rule.name,
          rulesVersion,
          decision: outcome.action,
          platformCalled: false,
          // An answer that could not be claimed: the window had closed, or a person answered first.
          ...(outcome.action !== "LEAVE" && { reason: "not_answerable" }),
        },
      },
      sql,
    );
  }
  return null;
}
