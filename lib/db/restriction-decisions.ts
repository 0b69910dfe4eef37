import "server-only";
import type { TDecisionRecord, TDecisionState } from "@/lib/schemas/restriction-order-types";
import { recordAudit, type TAuditInput } from "./audit";
import { db } from "./client";
import type { RestrictionDecision } from "./generated/client";

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

/**
 * Claims the order for one decision, atomically: a new row, or one whose last attempt was refused,
 * unknown, or pending for longer than `staleAfterMs`. Otherwise returns the row as it stands (decided, or
 * pending by a live request) and the caller sends nothing.
 */
export async function claimDecision(c: TDecisionClaimInput): Promise<TDecisionClaim> {
  const claimed = await db.$queryRaw<{ attempts: number; previous: string | null; stale: boolean }[]>`
    WITH prev AS (SELECT state FROM restriction_decisions WHERE doc_id = ${c.docId})
    INSERT INTO restriction_decisions (doc_id, decision, reason, intent_id, user_id, user_email, state)
    VALUES (${c.docId}, ${c.decision}, ${c.reason}, ${c.intentId}::uuid, ${c.user.id}::uuid, ${c.user.email},
            'pending')
    ON CONFLICT (doc_id) DO UPDATE
       SET state = 'pending', decision = EXCLUDED.decision, reason = EXCLUDED.reason,
           intent_id = EXCLUDED.intent_id, user_id = EXCLUDED.user_id, user_email = EXCLUDED.user_email,
           attempts = restriction_decisions.attempts + 1, started_at = now(), finished_at = NULL,
           accepted = NULL, provider_status = NULL, provider_code = NULL, message = NULL
     WHERE restriction_decisions.state IN ('refused', 'unknown')
        OR (restriction_decisions.state = 'pending'
            AND restriction_decisions.started_at < now() - make_interval(secs => ${c.staleAfterMs / 1000}::float8))
    RETURNING attempts, (SELECT state FROM prev) AS previous,
              coalesce((SELECT state = 'pending' FROM prev), false) AS stale`;
  const row = claimed[0];
  if (row) {
    const previous = row.stale ? "unknown" : (row.previous as TDecisionState | null);
    return { claimed: true, attempts: row.attempts, previous };
  }
  const current = await db.restrictionDecision.findUnique({ where: { docId: c.docId } });
  // Rows are never deleted: a claim that lost must find the row that won.
  if (!current) throw new Error(`restriction_decisions row ${c.docId} vanished during a claim`);
  return { claimed: false, row: current };
}

export type TDecisionFinish = {
  state: Exclude<TDecisionState, "pending">;
  accepted: string | null;
  providerStatus: number | null;
  providerCode: string | null;
  message: string;
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
