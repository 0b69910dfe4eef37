import "server-only";
import type { TDecisionRecord, TDecisionState } from "@/lib/domain/restriction-orders/types";
import { recordAudit, type TAuditInput } from "./audit";
import { db } from "./client";
import {
  claimedAttempt,
  claimSql,
  lostClaim,
  type TClaimedRow,
  type TClaimTable,
  type TProviderAnswer,
} from "./claim-attempt";
import { Prisma, type RestrictionDecision } from "./generated/client";

// restriction_decisions: one row per order, the idempotency record of Countersign's decision. The
// restriction API takes no Idempotency-Key and answers any second decision with 409, so the order — not the
// user, the tab or the click — is what is claimed: pending → decided | refused | unknown. A refused
// decision left the order as it was and may be followed by another; an unknown one makes the next attempt
// read the order before it sends anything.

export type TDecisionClaim =
  | {
      claimed: true;
      /** The claim's fencing token: only the attempt holding this number may finish it. */
      attempts: number;
      /** The state before this claim (null: first attempt); a stale 'pending' reads as 'unknown'. */
      previous: TDecisionState | null;
    }
  | { claimed: false; row: RestrictionDecision };

export type TDecisionClaimInput = {
  docId: string;
  intentId: string;
  decision: "CONFIRM" | "REJECT";
  reason: string | null;
  user: { id: string; email: string };
  /** A 'pending' row older than this belongs to a request that died without an answer. */
  staleAfterMs: number;
};

const DECISIONS: TClaimTable = {
  table: "restriction_decisions",
  key: "doc_id",
  inFlight: "pending",
  outcome: ["accepted"],
};

/**
 * Claims the order for one decision, atomically: a new row, or one whose last attempt was refused,
 * unknown, or pending for longer than `staleAfterMs`. Otherwise returns the row as it stands (decided, or
 * pending by a live request) and the caller sends nothing.
 */
export async function claimDecision(c: TDecisionClaimInput): Promise<TDecisionClaim> {
  const { prev, claim } = claimSql(
    DECISIONS,
    {
      doc_id: Prisma.sql`${c.docId}`,
      decision: Prisma.sql`${c.decision}`,
      reason: Prisma.sql`${c.reason}`,
      intent_id: Prisma.sql`${c.intentId}::uuid`,
      user_id: Prisma.sql`${c.user.id}::uuid`,
      user_email: Prisma.sql`${c.user.email}`,
    },
    c.staleAfterMs,
  );
  const [row] = await db.$queryRaw<TClaimedRow[]>`WITH ${prev} ${claim}`;
  if (row) return claimedAttempt<TDecisionState>(row);
  return lostClaim(DECISIONS, c.docId, () =>
    db.restrictionDecision.findUnique({ where: { docId: c.docId } }),
  );
}

export type TDecisionFinish = TProviderAnswer & {
  state: Exclude<TDecisionState, "pending">;
  accepted: string | null;
};

/**
 * Records the outcome of attempt `attempts` and its audit row in one transaction (no outcome without its
 * audit row). `updated` is false when the claim was lost meanwhile (the attempt outlived the stale limit
 * and another took the order over): the row is left to that one, and this attempt is still audited.
 */
export async function finishDecision(
  docId: string,
  attempts: number,
  f: TDecisionFinish,
  audit: TAuditInput,
): Promise<{ updated: boolean }> {
  return db.$transaction(async (tx) => {
    const n = await tx.$executeRaw`
      UPDATE restriction_decisions
         SET state = ${f.state}, finished_at = now(), accepted = ${f.accepted},
             provider_status = ${f.providerStatus}::int, provider_code = ${f.providerCode},
             message = ${f.message}
       WHERE doc_id = ${docId} AND attempts = ${attempts} AND state = 'pending'`;
    await recordAudit(audit, tx);
    return { updated: n === 1 };
  });
}

export async function findDecision(docId: string): Promise<TDecisionRecord | null> {
  const row = await db.restrictionDecision.findUnique({ where: { docId } });
  return row ? toDecisionRecord(row) : null;
}

export async function findDecisions(docIds: readonly string[]): Promise<Map<string, TDecisionRecord>> {
  if (docIds.length === 0) return new Map();
  const rows = await db.restrictionDecision.findMany({ where: { docId: { in: [...docIds] } } });
  return new Map(rows.map((r) => [r.docId, toDecisionRecord(r)]));
}

export function toDecisionRecord(row: RestrictionDecision): TDecisionRecord {
  return {
    decision: row.decision === "REJECT" ? "REJECT" : "CONFIRM",
    reason: row.reason,
    state: row.state as TDecisionState,
    userEmail: row.userEmail,
    attempts: row.attempts,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    accepted: row.accepted,
    providerStatus: row.providerStatus,
    providerCode: row.providerCode,
    message: row.message,
  };
}
