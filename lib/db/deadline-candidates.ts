import "server-only";
import { AT_RISK_SHARE, type TSlaQueue } from "@/lib/domain/deadlines/deadlines";
import { AWAITING_ANSWER } from "./cancellations";
import { db } from "./client";

// The items of the three service-level queues that may have crossed into at risk and were not announced
// yet (docs/deadlines.md#notifications). The notifications' unique (user, kind, subject) is what makes the
// announcement once; the NOT EXISTS only spares re-announcing every item on every sweep.

const BATCH = 200;
const KIND = "deadline_at_risk";

export type TAtRiskPayment = { trxId: bigint; statusAt: Date; amount: bigint; currency: string };
export type TAtRiskDraft = { id: string; createdAt: Date; makerEmail: string; paymentCount: number };
export type TAtRiskCancellation = {
  cancellationId: bigint;
  reason: string;
  paymentMethod: string | null;
  paymentBookingDate: string | null;
  platformCreatedAt: Date | null;
  firstSeenAt: Date;
};

/** "approvals:42": the subject of an item's at-risk notification. */
export const atRiskSubject = (queue: TSlaQueue, id: string | bigint) => `${queue}:${id}`;

/** Payments in To sign (the webhook read model) past the at-risk point of `minutes`. */
export function paymentsAtRisk(minutes: number, now: Date): Promise<TAtRiskPayment[]> {
  const riskMs = minutes * 60_000 * (1 - AT_RISK_SHARE);
  return db.$queryRaw<TAtRiskPayment[]>`
    SELECT p.trx_id AS "trxId", p.status_at AS "statusAt", p.amount, p.currency
      FROM payment_states p
     WHERE p.status = 'To sign' AND p.status_at <= ${new Date(now.getTime() - riskMs)}
       AND NOT EXISTS (SELECT 1 FROM notifications n
                        WHERE n.kind = ${KIND} AND n.subject = 'approvals:' || p.trx_id::text)
     ORDER BY p.status_at LIMIT ${BATCH}`;
}

/** Drafts waiting for approval past the at-risk point of `minutes`. */
export function draftsAtRisk(minutes: number, now: Date): Promise<TAtRiskDraft[]> {
  const riskMs = minutes * 60_000 * (1 - AT_RISK_SHARE);
  return db.$queryRaw<TAtRiskDraft[]>`
    SELECT d.id::text AS id, d.created_at AS "createdAt", d.maker_email AS "makerEmail",
           d.payment_count AS "paymentCount"
      FROM payment_drafts d
     WHERE d.state = 'waiting' AND d.created_at <= ${new Date(now.getTime() - riskMs)}
       AND NOT EXISTS (SELECT 1 FROM notifications n
                        WHERE n.kind = ${KIND} AND n.subject = 'drafts:' || d.id::text)
     ORDER BY d.created_at LIMIT ${BATCH}`;
}

/**
 * Every request awaiting our answer and not announced yet: an SDD's deadline is counted in TARGET business
 * days, which SQL does not know, so the caller applies the rule (the inbox awaiting an answer is short).
 */
export function cancellationsAwaiting(): Promise<TAtRiskCancellation[]> {
  return db.$queryRaw<TAtRiskCancellation[]>`
    SELECT r.cancellation_id AS "cancellationId", r.reason, r.payment_method AS "paymentMethod",
           r.payment_booking_date AS "paymentBookingDate", r.platform_created_at AS "platformCreatedAt",
           r.first_seen_at AS "firstSeenAt"
      FROM cancellation_requests r
      LEFT JOIN cancellation_responses s ON s.cancellation_id = r.cancellation_id
     WHERE ${AWAITING_ANSWER}
       AND NOT EXISTS (SELECT 1 FROM notifications n
                        WHERE n.kind = ${KIND} AND n.subject = 'cancellations:' || r.cancellation_id::text)
     ORDER BY r.first_seen_at LIMIT ${BATCH * 5}`;
}
