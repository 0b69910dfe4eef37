import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The Instant confirmations queue: inbound SEPA Instant payments held for our answer. The 5-second window
// is counted from the notification (the delivery's signature timestamp, wall clock), not from the body's
// updated_at, which is the platform's clock and cannot be compared with ours.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export const CONFIRMATION_WINDOW_MS = 5_000;

/** A later PAYMENT_STATUS with one of these settles the confirmation, whoever decided (us or the fallback). */
export const CONFIRMATION_OUTCOMES: readonly string[] = ["Accepted", "Completed", "Rejected"];

export type TPendingConfirmation = {
  trxId: bigint;
  endToEndId: string | null;
  receivedAt: Date;
  notifiedAt: Date;
  enteredAt: Date | null;
  amount: bigint | null;
  currency: string | null;
  debtorAccount: string | null;
  creditorAccount: string | null;
  deliveryId: bigint;
};

/**
 * Adds the payment to the queue (once). If its outcome is already known, because deliveries processed in
 * parallel applied a later status first, it is settled at once instead of showing a countdown.
 */
export async function recordPendingConfirmation(tx: TSql, p: TPendingConfirmation): Promise<void> {
  const deadlineAt = new Date(p.notifiedAt.getTime() + CONFIRMATION_WINDOW_MS);
  await tx.$executeRaw`
    INSERT INTO pending_confirmations
      (trx_id, end_to_end_id, received_at, notified_at, deadline_at, entered_at, amount, currency,
       debtor_account, creditor_account, delivery_id)
    VALUES
      (${p.trxId}, ${p.endToEndId}, ${p.receivedAt}, ${p.notifiedAt}, ${deadlineAt}, ${p.enteredAt},
       ${p.amount}, ${p.currency}, ${p.debtorAccount}, ${p.creditorAccount}, ${p.deliveryId})
    ON CONFLICT (trx_id) DO NOTHING`;
  await tx.$executeRaw`
    UPDATE pending_confirmations c
       SET state = 'resolved', outcome_status = s.status, resolved_at = now(), updated_at = now()
      FROM payment_states s
     WHERE c.trx_id = ${p.trxId} AND s.trx_id = c.trx_id AND c.outcome_status IS NULL
       AND s.status = ANY(${CONFIRMATION_OUTCOMES as string[]}::text[])
       AND (c.entered_at IS NULL OR s.status_at >= c.entered_at)`;
}

/**
 * Settles a queued payment with the platform's outcome. `resolvedAt` is the notification time (our
 * clock, like the deadline), so "settled after the deadline" means the platform's fallback answered.
 * Returns whether a row changed.
 */
export async function resolvePendingConfirmation(
  tx: TSql,
  trxId: bigint,
  outcomeStatus: string,
  resolvedAt: Date,
): Promise<boolean> {
  if (!CONFIRMATION_OUTCOMES.includes(outcomeStatus)) return false;
  const changed = await tx.$executeRaw`
    UPDATE pending_confirmations
       SET state = 'resolved', outcome_status = ${outcomeStatus}, resolved_at = ${resolvedAt}, updated_at = now()
     WHERE trx_id = ${trxId} AND outcome_status IS NULL`;
  return changed > 0;
}

/** The live queue, most urgent first; rows past their deadline stay until settled (shown as expired). */
export function listPendingConfirmations(take = 100) {
  return db.pendingConfirmation.findMany({
    where: { state: "pending" },
    orderBy: [{ deadlineAt: "asc" }, { trxId: "asc" }],
    take,
  });
}

/** The Overview count: still answerable now (deadline not passed). */
export function countOpenPendingConfirmations(now: Date = new Date()): Promise<number> {
  return db.pendingConfirmation.count({ where: { state: "pending", deadlineAt: { gt: now } } });
}
