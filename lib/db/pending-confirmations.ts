import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";

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
 * `inserted`: this delivery added it (a repeat leaves the first one's row and decisions alone);
 * `settled`: its outcome is known now, so nobody may answer it.
 */
export async function recordPendingConfirmation(
  tx: TSql,
  p: TPendingConfirmation,
): Promise<{ inserted: boolean; settled: boolean; deadlineAt: Date }> {
  const deadlineAt = new Date(p.notifiedAt.getTime() + CONFIRMATION_WINDOW_MS);
  // One statement for a new payment (its outcome looked up as it is inserted): this runs inside the
  // transaction a rule's answer waits for.
  const inserted = await tx.$queryRaw<{ outcome_status: string | null }[]>`
    INSERT INTO pending_confirmations
      (trx_id, end_to_end_id, received_at, notified_at, deadline_at, entered_at, amount, currency,
       debtor_account, creditor_account, delivery_id, state, outcome_status, resolved_at)
    SELECT ${p.trxId}, ${p.endToEndId}, ${p.receivedAt}, ${p.notifiedAt}, ${deadlineAt}, ${p.enteredAt},
           ${p.amount}, ${p.currency}, ${p.debtorAccount}, ${p.creditorAccount}, ${p.deliveryId},
           CASE WHEN o.status IS NULL THEN 'pending' ELSE 'resolved' END, o.status,
           CASE WHEN o.status IS NULL THEN NULL ELSE now() END
      FROM (SELECT (SELECT s.status FROM payment_states s
                     WHERE s.trx_id = ${p.trxId}
                       AND s.status = ANY(${CONFIRMATION_OUTCOMES as string[]}::text[])
                       AND (${p.enteredAt}::timestamptz IS NULL OR s.status_at >= ${p.enteredAt}::timestamptz)
                   ) AS status) o
    ON CONFLICT (trx_id) DO NOTHING
    RETURNING outcome_status`;
  if (inserted[0]) return { inserted: true, settled: inserted[0].outcome_status !== null, deadlineAt };
  // A repeat of the webhook: the first one's row stands; settle it if its outcome is known by now.
  const settled = await tx.$executeRaw`
    UPDATE pending_confirmations c
       SET state = 'resolved', outcome_status = s.status, resolved_at = now(), updated_at = now()
      FROM payment_states s
     WHERE c.trx_id = ${p.trxId} AND s.trx_id = c.trx_id AND c.outcome_status IS NULL
       AND s.status = ANY(${CONFIRMATION_OUTCOMES as string[]}::text[])
       AND (c.entered_at IS NULL OR s.status_at >= c.entered_at)`;
  return { inserted: false, settled: settled === 1, deadlineAt };
}

/** Our answer (the row's decision) agrees with the platform's outcome (also read by confirmation-answers). */
export const agrees = (outcome: Prisma.Sql) =>
  Prisma.sql`((decision = 'ACCEPT' AND ${outcome} IN ('Accepted', 'Completed'))
           OR (decision = 'REJECT' AND ${outcome} = 'Rejected'))`;

/**
 * Settles a queued payment with the platform's outcome. `resolvedAt` is the notification time (our
 * clock, like the deadline), so "settled after the deadline" means the platform's fallback answered.
 * An answer of ours whose fate was not known (timeout, 5xx) counts as taken when the outcome agrees with it
 * and was notified before the deadline: only an answer can decide a payment before its window closes.
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
       SET state = 'resolved', outcome_status = ${outcomeStatus}, resolved_at = ${resolvedAt}, updated_at = now(),
           answer_state = CASE
             WHEN answer_state = 'unknown' AND ${resolvedAt}::timestamptz < deadline_at
              AND ${agrees(Prisma.sql`${outcomeStatus}::text`)} THEN 'sent'
             ELSE answer_state END
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

export function findPendingConfirmation(trxId: bigint) {
  return db.pendingConfirmation.findUnique({ where: { trxId } });
}

/**
 * The Instant page's queue: every payment not settled (newest `take`), and those settled in the last
 * `recentMs` so a person sees the outcome or the fallback arrive. Ordered by the service.
 */
export async function listConfirmationQueue(now: Date, recentMs: number, take = 200) {
  const since = new Date(now.getTime() - recentMs);
  // Both reads in one snapshot. Read apart (two connections), a payment settling between them was listed
  // twice, pending by one read and resolved by the other, or, the other way round, not at all.
  const [open, settled] = await db.$transaction(
    [
      db.pendingConfirmation.findMany({
        where: { state: "pending" },
        orderBy: [{ deadlineAt: "desc" }, { trxId: "desc" }],
        take,
      }),
      // received_at bounds the scan to the index's recent end; updated_at picks the just-settled ones.
      db.pendingConfirmation.findMany({
        where: {
          state: "resolved",
          receivedAt: { gt: new Date(now.getTime() - 15 * 60_000) },
          updatedAt: { gt: since },
        },
        orderBy: [{ receivedAt: "desc" }, { trxId: "desc" }],
        take,
      }),
    ],
    { isolationLevel: "RepeatableRead" },
  );
  return [...open, ...settled];
}

export type THistoryFilter = {
  source?: "rule" | "user" | "fallback";
  before?: { receivedAt: Date; trxId: bigint };
  take: number;
};

/** Every payment that was held for confirmation, newest first (keyset on received_at, trx_id). */
export function listConfirmationHistory(f: THistoryFilter) {
  const where: Prisma.PendingConfirmationWhereInput[] = [];
  if (f.source === "rule" || f.source === "user") where.push({ decisionSource: f.source });
  if (f.source === "fallback")
    where.push({
      outcomeStatus: { not: null },
      OR: [{ answerState: null }, { answerState: { not: "sent" } }],
    });
  if (f.before) {
    const { receivedAt, trxId } = f.before;
    where.push({ OR: [{ receivedAt: { lt: receivedAt } }, { receivedAt, trxId: { lt: trxId } }] });
  }
  return db.pendingConfirmation.findMany({
    where: { AND: where },
    orderBy: [{ receivedAt: "desc" }, { trxId: "desc" }],
    take: f.take,
  });
}

export type { PendingConfirmation } from "./generated/client";
