import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The payments read model fed by PAYMENT_STATUS webhooks. Ordering lives in SQL, not in the caller: two
// instances may process deliveries for the same payment at once, and only the row lock taken by
// INSERT … ON CONFLICT DO UPDATE makes "a late, older status never overwrites a newer one" hold then.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export type TPaymentStatusChange = {
  trxId: bigint;
  status: string;
  /** The body's updated_at: when the status changed on the platform. */
  statusAt: Date;
  direction: string;
  type: string;
  amount: bigint;
  currency: string;
  endToEndId: string;
  debtorIban: string | null;
  creditorIban: string | null;
  deliveryId: bigint;
};

/**
 * Records the status in the history and makes it current unless a newer one is (by status_at, ties by
 * delivery id). Returns the status that was current before, for callers that must know what a payment left.
 */
export async function applyPaymentStatus(
  tx: TSql,
  p: TPaymentStatusChange,
): Promise<{ previousStatus: string | null; current: boolean }> {
  // Locks an existing row for the rest of the transaction, so `previousStatus` is what the upsert replaces.
  const before = await tx.$queryRaw<{ status: string }[]>`
    SELECT status FROM payment_states WHERE trx_id = ${p.trxId} FOR UPDATE`;
  const applied = await tx.$queryRaw<{ trx_id: bigint }[]>`
    INSERT INTO payment_states AS s
      (trx_id, status, status_at, direction, type, amount, currency, end_to_end_id, debtor_iban,
       creditor_iban, last_delivery_id, updated_at)
    VALUES
      (${p.trxId}, ${p.status}, ${p.statusAt}, ${p.direction}, ${p.type}, ${p.amount}, ${p.currency},
       ${p.endToEndId}, ${p.debtorIban}, ${p.creditorIban}, ${p.deliveryId}, now())
    ON CONFLICT (trx_id) DO UPDATE SET
      status = EXCLUDED.status,
      status_at = EXCLUDED.status_at,
      direction = EXCLUDED.direction,
      type = EXCLUDED.type,
      amount = EXCLUDED.amount,
      currency = EXCLUDED.currency,
      end_to_end_id = EXCLUDED.end_to_end_id,
      debtor_iban = COALESCE(EXCLUDED.debtor_iban, s.debtor_iban),
      creditor_iban = COALESCE(EXCLUDED.creditor_iban, s.creditor_iban),
      last_delivery_id = EXCLUDED.last_delivery_id,
      updated_at = now()
    WHERE s.status_at < EXCLUDED.status_at
       OR (s.status_at = EXCLUDED.status_at AND s.last_delivery_id < EXCLUDED.last_delivery_id)
    RETURNING trx_id`;
  await recordPaymentStatusHistory(tx, p.trxId, p.status, p.statusAt, p.deliveryId);
  return { previousStatus: before[0]?.status ?? null, current: applied.length > 0 };
}

/** One timeline entry; a replay of the same status at the same time adds nothing. */
export async function recordPaymentStatusHistory(
  tx: TSql,
  trxId: bigint,
  status: string,
  statusAt: Date,
  deliveryId: bigint,
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO payment_status_history (trx_id, status, status_at, delivery_id)
    VALUES (${trxId}, ${status}, ${statusAt}, ${deliveryId})
    ON CONFLICT (trx_id, status, status_at) DO NOTHING`;
}

export function getPaymentState(trxId: bigint) {
  return db.paymentState.findUnique({ where: { trxId } });
}

/** The payment detail's timeline, oldest first. */
export function paymentTimeline(trxId: bigint) {
  return db.paymentStatusHistory.findMany({
    where: { trxId },
    orderBy: [{ statusAt: "asc" }, { id: "asc" }],
  });
}

/**
 * Payments whose latest notified status is To sign. Only what webhooks told: payments that never sent
 * one (seed data, anything before the webhook URL was set) are missing, so the Approvals queue itself
 * comes from the gateway; this count is the Overview's cheap, live figure.
 */
export function countToSign(): Promise<number> {
  return db.paymentState.count({ where: { status: "To sign" } });
}
