import "server-only";
import type { TApprovalRecord, TApprovalState } from "@/lib/domain/approvals/approvals";
import type { TApprovalResult } from "@/lib/domain/payments/payments";
import { db } from "./client";
import { Prisma, type PaymentApproval } from "./generated/client";
import { auditInsert, type TAuditInput } from "./audit";
import {
  claimedAttempt,
  claimSql,
  lostClaim,
  type TClaimedRow,
  type TClaimTable,
  type TProviderAnswer,
} from "./claim-attempt";
import { publishChangeSql } from "./publish-change";

// payment_approvals: one row per payment, the idempotency record of Countersign's approval. Every user
// approves through the one approver API client, so the platform counts at most one signature from
// Countersign per payment, whoever asks: the row, not the user or the intent, is what must be claimed.

export type TClaim =
  | {
      claimed: true;
      /** The claim's fencing token: only the request holding this attempt number may finish it. */
      attempts: number;
      /** The row's state before this claim (null: first attempt); a stale 'pending' reads as 'unknown'. */
      previous: TApprovalState | null;
      /** The 'attempted' audit row written with the claim; the outcome row names it. */
      attemptId: bigint;
    }
  | { claimed: false; row: PaymentApproval };

const APPROVALS: TClaimTable = { table: "payment_approvals", key: "trx_id", inFlight: "pending" };

/**
 * Claims the payment for one approval request, atomically: a new row, or a row whose last attempt was
 * refused, unknown, or pending for longer than `staleAfterMs` (its request died without an answer).
 * Otherwise returns the row as it stands (approved, or pending by a live request).
 * A won claim writes its 'attempted' audit row in the same statement (one round trip, as the bulk
 * approval's budget needs), so before the platform is called: a database lost after the platform's answer
 * still leaves a row naming who approved which payment under which intent (README.md, "Audit trail").
 */
export async function claimApproval(input: {
  trxId: number;
  intentId: string;
  user: { id: string; email: string };
  staleAfterMs: number;
  /** The attempt's audit row (written as 'attempted'), only when the claim is won. */
  attempt: Omit<TAuditInput, "outcome" | "attemptId">;
}): Promise<TClaim> {
  const { trxId, intentId, user } = input;
  const { prev, claim } = claimSql(
    APPROVALS,
    {
      trx_id: Prisma.sql`${trxId}`,
      intent_id: Prisma.sql`${intentId}::uuid`,
      user_id: Prisma.sql`${user.id}::uuid`,
      user_email: Prisma.sql`${user.email}`,
    },
    input.staleAfterMs,
  );
  const [row] = await db.$queryRaw<(TClaimedRow & { attempt_id: bigint })[]>`
    WITH ${prev}, c AS (${claim}), a AS (
      ${auditInsert({ ...input.attempt, outcome: "attempted" }, Prisma.sql`c`)}
      RETURNING id
    )
    SELECT c.attempts, c.previous, c.stale, a.id AS attempt_id FROM c, a`;
  if (row) return { ...claimedAttempt<TApprovalState>(row), attemptId: row.attempt_id };
  // Claimed and finished by someone else between the two statements leaves a row.
  return lostClaim(APPROVALS, trxId, () =>
    db.paymentApproval.findUnique({ where: { trxId: BigInt(trxId) } }),
  );
}

export type TFinish = TProviderAnswer & {
  state: Exclude<TApprovalState, "pending">;
  result: TApprovalResult | null;
};

/**
 * Records the outcome of the attempt `attempts`, announces it on the "approvals" topic and writes its audit
 * row, in one statement (so one round trip, and atomic: no announcement of an outcome that was not stored,
 * no outcome without its audit row). The change event is publishChange's, folded in (./publish-change.ts),
 * and the audit row exactly recordAudit's (./audit.ts): a bulk approval
 * makes this call for every payment, and folding five round trips into one is most of what keeps 100
 * approvals under the issue's 1.5 s (scripts/bench/bulk-approve.ts).
 * `updated` is false when the claim was lost meanwhile (the attempt outlived the stale limit and another
 * request took the payment over): nothing is announced then, and the attempt is still audited.
 */
export async function finishApproval(
  trxId: number,
  attempts: number,
  f: TFinish,
  audit: TAuditInput,
): Promise<{ updated: boolean }> {
  const r = f.result;
  const rows = await db.$queryRaw<{ updated: number; notified: number }[]>`
    WITH u AS (
      UPDATE payment_approvals
         SET state = ${f.state}, finished_at = now(),
             signature_id = ${r ? BigInt(r.signatureId) : null}::bigint,
             signature_weight = ${r?.signatureWeight ?? null}::int,
             signed_at = ${r ? new Date(r.signedAt) : null}::timestamptz, signer = ${r?.signer ?? null},
             provider_status = ${f.providerStatus}::int, provider_code = ${f.providerCode}, message = ${f.message}
       WHERE trx_id = ${trxId} AND attempts = ${attempts} AND state = 'pending'
      RETURNING trx_id
    ), ${publishChangeSql("approvals", Prisma.sql`SELECT trx_id::text FROM u`)}, a AS (
      ${auditInsert(audit)}
    )
    -- A SELECT in a WITH runs only when read: n is read here, or no NOTIFY would be sent.
    SELECT (SELECT count(*)::int FROM u) AS updated, (SELECT count(*)::int FROM n) AS notified`;
  return { updated: rows[0]?.updated === 1 };
}

export async function findApprovals(trxIds: readonly number[]): Promise<TApprovalRecord[]> {
  if (trxIds.length === 0) return [];
  const rows = await db.paymentApproval.findMany({ where: { trxId: { in: trxIds.map(BigInt) } } });
  return rows.map(toApprovalRecord);
}

export async function findApproval(trxId: number): Promise<TApprovalRecord | null> {
  const row = await db.paymentApproval.findUnique({ where: { trxId: BigInt(trxId) } });
  return row ? toApprovalRecord(row) : null;
}

export function resultOf(row: PaymentApproval): TApprovalResult | null {
  if (row.signatureId === null || row.signedAt === null || row.signer === null) return null;
  return {
    signatureId: Number(row.signatureId),
    signatureWeight: row.signatureWeight ?? 0,
    signedAt: row.signedAt.toISOString(),
    signer: row.signer,
    transactionId: Number(row.trxId),
  };
}

export function toApprovalRecord(row: PaymentApproval): TApprovalRecord {
  return {
    trxId: Number(row.trxId),
    state: row.state as TApprovalState,
    userEmail: row.userEmail,
    attempts: row.attempts,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: resultOf(row),
    providerStatus: row.providerStatus,
    providerCode: row.providerCode,
    message: row.message,
  };
}
