import "server-only";
import { AWAITING_ANSWER, cancellationAtRisk } from "./cancellations";
import { db } from "./client";

// How many items of each service-level queue are at risk or overdue now, for the Overview's tiles
// (docs/deadlines.md#at-risk). The same predicates as the queues' `risk=at_risk` filters.

export type TAtRiskCutoffs = {
  /** Items waiting since on or before these instants are at risk. */
  approvals: Date;
  drafts: Date;
  cancellations: { sddDate: string | null; since: Date };
};

export async function countAtRisk(c: TAtRiskCutoffs) {
  const rows = await db.$queryRaw<{ approvals: number; drafts: number; cancellations: number }[]>`
    SELECT
      (SELECT count(*)::int FROM payment_states
        WHERE status = 'To sign' AND status_at <= ${c.approvals}) AS approvals,
      (SELECT count(*)::int FROM payment_drafts
        WHERE state = 'waiting' AND created_at <= ${c.drafts}) AS drafts,
      (SELECT count(*)::int FROM cancellation_requests r
         LEFT JOIN cancellation_responses s ON s.cancellation_id = r.cancellation_id
        WHERE ${AWAITING_ANSWER} AND ${cancellationAtRisk(c.cancellations)}) AS cancellations`;
  return rows[0] ?? { approvals: 0, drafts: 0, cancellations: 0 };
}
