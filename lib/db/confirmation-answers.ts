import "server-only";
import type { TAnswerAttempt } from "@/lib/domain/instant/confirmations";
import { auditInsert, type TAuditInput } from "./audit";
import { db } from "./client";
import { Prisma } from "./generated/client";
import { agrees } from "./pending-confirmations";
import { publishChangeSql } from "./publish-change";

// Countersign's answer to an Instant payment held for confirmation (lib/db/pending-confirmations.ts holds
// the queue itself): the rules' verdict, the claim taken before the platform call, and the finish after it.
// Each is one statement, so no answer is sent without its claim and its 'attempted' audit row, and no
// announcement goes without its row (README.md, "Audit trail").

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export type TRuleVerdictRecord = {
  rulesVersion: number;
  ruleId: string | null;
  ruleName: string | null;
  ruleOutcome: "ACCEPT" | "REJECT" | "LEAVE";
};

/** The "instant" change event for the rows a CTE named `c` returned, when `on`. */
const announce = (on: boolean) =>
  publishChangeSql("instant", Prisma.sql`SELECT trx_id::text FROM c WHERE ${on}::boolean`);

/** What the rules said, when it is not an answer (LEAVE, too late, or a person answered first). */
export async function recordRuleVerdict(
  sql: TSql,
  trxId: bigint,
  v: TRuleVerdictRecord,
  opts: { announce: boolean },
): Promise<void> {
  await sql.$queryRaw`
    WITH c AS (
      UPDATE pending_confirmations
         SET rules_version = ${v.rulesVersion}, rule_id = ${v.ruleId}, rule_name = ${v.ruleName},
             rule_outcome = ${v.ruleOutcome}, updated_at = now()
       WHERE trx_id = ${trxId} AND rules_version IS NULL
      RETURNING trx_id
    ), ${announce(opts.announce)}
    SELECT (SELECT count(*)::int FROM n) AS notified`;
}

export type TAnswerClaim = {
  decision: "ACCEPT" | "REJECT";
  reasonCode: string | null;
  source: "rule" | "user";
  /** The rule's name or the user's email. */
  decidedBy: string;
  decidedByUserId: string | null;
  /** A rule's claim records the verdict with it. */
  verdict: TRuleVerdictRecord | null;
  /** The answer's 'attempted' audit row, written with a won claim; the finish's row names it. */
  attempt: Omit<TAuditInput, "outcome" | "attemptId">;
};

export type TClaimedAnswer = {
  trxId: bigint;
  receivedAt: Date;
  deadlineAt: Date;
  decidedAt: Date;
  /** The 'attempted' audit row written with the claim. */
  attemptId: bigint;
};

/**
 * Claims the payment for one answer, atomically: only a payment nobody answered (or whose answer the
 * platform refused), not settled, and inside its window. Whatever clicks, rules and instances race, one
 * claim wins and the others get null; nothing is sent without a claim. A won claim writes its 'attempted'
 * audit row in the same statement, so a database lost after the platform's answer still leaves a row naming
 * who answered what (a rule's claim commits it with the delivery's transaction). `announce` publishes the
 * "instant" change in the same statement (a caller inside the delivery's transaction publishes its own).
 */
export async function claimAnswer(
  sql: TSql,
  trxId: bigint,
  a: TAnswerClaim,
  opts: { announce: boolean },
): Promise<TClaimedAnswer | null> {
  const v = a.verdict;
  const rows = await sql.$queryRaw<
    {
      trx_id: bigint;
      received_at: Date;
      deadline_at: Date;
      decided_at: Date;
      attempt_id: bigint;
      notified: number;
    }[]
  >`
    WITH c AS (
      UPDATE pending_confirmations
         SET answer_state = 'sending', decision = ${a.decision}, reason_code = ${a.reasonCode},
             decision_source = ${a.source}, decided_by = ${a.decidedBy},
             decided_by_user_id = ${a.decidedByUserId}::uuid, decided_at = clock_timestamp(),
             answered_at = NULL, answer_http_status = NULL, answer_code = NULL, answer_message = NULL,
             answer_attempts = NULL,
             rules_version = coalesce(${v?.rulesVersion ?? null}::int, rules_version),
             rule_id = coalesce(${v?.ruleId ?? null}, rule_id),
             rule_name = coalesce(${v?.ruleName ?? null}, rule_name),
             rule_outcome = coalesce(${v?.ruleOutcome ?? null}, rule_outcome),
             updated_at = now()
       WHERE trx_id = ${trxId} AND (answer_state IS NULL OR answer_state = 'refused')
         AND outcome_status IS NULL AND deadline_at > clock_timestamp()
      RETURNING trx_id, received_at, deadline_at, decided_at
    ), ${announce(opts.announce)},
    a AS (
      ${auditInsert({ ...a.attempt, outcome: "attempted" }, Prisma.sql`c`)}
      RETURNING id
    )
    SELECT c.*, a.id AS attempt_id, (SELECT count(*)::int FROM n) AS notified FROM c, a`;
  const row = rows[0];
  return row
    ? {
        trxId: row.trx_id,
        receivedAt: row.received_at,
        deadlineAt: row.deadline_at,
        decidedAt: row.decided_at,
        attemptId: row.attempt_id,
      }
    : null;
}

export type TAnswerFinish = {
  state: "sent" | "refused" | "unknown";
  httpStatus: number | null;
  code: string | null;
  /** In words (lib/services/instant wording); null when sent. */
  message: string | null;
  /** Every try, as it happened (the last one gave httpStatus and code). */
  attempts: TAnswerAttempt[];
};

/**
 * Records how the platform took the claimed answer (every try), announces it and writes its audit row, in
 * one statement (one round trip, and no announcement without its audit row). An answer whose fate is
 * unknown while the platform's outcome already arrived (its status webhook can overtake the HTTP answer)
 * is read as resolvePendingConfirmation would. Returns false when the row was not 'sending' (cannot happen
 * while claims are the only way in; the audit row is written anyway).
 */
export async function finishAnswer(trxId: bigint, f: TAnswerFinish, audit: TAuditInput): Promise<boolean> {
  const rows = await db.$queryRaw<{ updated: number; notified: number }[]>`
    WITH c AS (
      UPDATE pending_confirmations
         SET answer_state = CASE
               WHEN ${f.state}::text = 'unknown' AND outcome_status IS NOT NULL AND resolved_at < deadline_at
                AND ${agrees(Prisma.sql`outcome_status`)} THEN 'sent'
               ELSE ${f.state}::text END,
             answered_at = CASE WHEN ${f.state}::text = 'unknown' THEN NULL ELSE clock_timestamp() END,
             answer_http_status = ${f.httpStatus}::int, answer_code = ${f.code}, answer_message = ${f.message},
             answer_attempts = ${JSON.stringify(f.attempts)}::jsonb, updated_at = now()
       WHERE trx_id = ${trxId} AND answer_state = 'sending'
      RETURNING trx_id
    ), ${announce(true)},
    a AS (
      ${auditInsert(audit)}
    )
    -- A SELECT in a WITH runs only when read: n is read here, or no NOTIFY would be sent.
    SELECT (SELECT count(*)::int FROM c) AS updated, (SELECT count(*)::int FROM n) AS notified`;
  return rows[0]?.updated === 1;
}
