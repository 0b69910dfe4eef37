import "server-only";
import { z } from "zod";
import { recordPaymentStatusHistory } from "@/lib/db/payment-states";
import { recordPendingConfirmation } from "@/lib/db/pending-confirmations";
import { publishChanges } from "@/lib/db/publish-change";
import { applyRules } from "@/lib/services/instant/apply-rules";
import type { TAfterCommit, TDeliveryContext, TTx } from "./types";

// The one path of an inbound Instant payment held for confirmation, whichever webhook announced it (the
// PENDING_CONFIRMATION kind or a PAYMENT_STATUS "Pending confirmation": ./pending-status.ts): the queue row,
// the rules, the status history and the change events. The row is keyed by the payment, so whichever
// announcement comes first queues it and runs the rules; a second one (the other kind, or a repeat)
// changes nothing but settling a row whose outcome is known by now. Its window counts from the first
// announcement's signature timestamp (delivery.notifiedAt), as the interface's "5 seconds of the webhook".

/**
 * The pending-confirmation body: the interface names only "transaction id, status, debtor account number,
 * creditor account number", field names not shown (docs/platform.md). Only the transaction id and status
 * are required; the accounts are read under the sandbox's names (`debtor_account_number`,
 * docs/platform.md) or the payment status body's (`debtor_iban`, `creditor_iban`).
 */
export const ZPendingConfirmationBody = z.object({
  trx_id: z.number().int().nonnegative(),
  status: z.string().min(1),
  debtor_account_number: z.string().min(1).nullish(),
  creditor_account_number: z.string().min(1).nullish(),
  debtor_iban: z.string().min(1).nullish(),
  creditor_iban: z.string().min(1).nullish(),
  end_to_end_id: z.string().nullish(),
  amount: z.number().int().nullish(),
  currency: z.string().min(1).nullish(),
  updated_at: z.iso.datetime({ offset: true }).nullish(),
});
export type TPendingConfirmationBody = z.output<typeof ZPendingConfirmationBody>;

export type THeldPayment = {
  trxId: bigint;
  /** The status as the body names it (kept so in the payment's timeline). */
  status: string;
  /** The body's updated_at: when the payment entered the status, on the platform's clock. */
  enteredAt: Date | null;
  endToEndId: string | null;
  amount: bigint | null;
  currency: string | null;
  debtorAccount: string | null;
  creditorAccount: string | null;
};

/** Queues the payment (once) and returns the rules' answer, to be sent after the commit. */
export async function holdForConfirmation(
  tx: TTx,
  p: THeldPayment,
  delivery: TDeliveryContext,
): Promise<TAfterCommit | undefined> {
  const queued = await recordPendingConfirmation(tx, {
    trxId: p.trxId,
    endToEndId: p.endToEndId,
    receivedAt: delivery.receivedAt,
    notifiedAt: delivery.notifiedAt,
    enteredAt: p.enteredAt,
    amount: p.amount,
    currency: p.currency,
    debtorAccount: p.debtorAccount,
    creditorAccount: p.creditorAccount,
    deliveryId: delivery.id,
  });
  // The rules answer a payment seen for the first time and not settled yet; a second announcement leaves
  // the first one's verdict alone. The answer itself goes out after the commit (afterCommit).
  const afterCommit =
    queued.inserted && !queued.settled
      ? await applyRules(tx, {
          trxId: p.trxId,
          deadlineAt: queued.deadlineAt,
          facts: {
            amount: p.amount,
            currency: p.currency,
            debtorIban: p.debtorAccount,
            debtorBic: null,
            creditorAccount: p.creditorAccount,
            endToEndId: p.endToEndId,
          },
        })
      : undefined;
  // The payment's timeline shows the hold too; its time is the platform's, like every other status. (A
  // PAYMENT_STATUS has recorded it already; the same status at the same time is kept once.)
  if (p.enteredAt) await recordPaymentStatusHistory(tx, p.trxId, p.status, p.enteredAt, delivery.id);
  await publishChanges(tx, [
    ...(queued.inserted || queued.settled ? ([["instant", p.trxId]] as const) : []),
    ["payments", p.trxId],
  ]);
  return afterCommit;
}

/** The hold of a body of the pending-confirmation shape, under whichever kind it came. */
export function holdPendingBody(tx: TTx, b: TPendingConfirmationBody, delivery: TDeliveryContext) {
  return holdForConfirmation(
    tx,
    {
      trxId: BigInt(b.trx_id),
      status: b.status,
      enteredAt: b.updated_at ? new Date(b.updated_at) : null,
      endToEndId: b.end_to_end_id ?? null,
      amount: b.amount == null ? null : BigInt(b.amount),
      currency: b.currency ?? null,
      debtorAccount: b.debtor_account_number ?? b.debtor_iban ?? null,
      creditorAccount: b.creditor_account_number ?? b.creditor_iban ?? null,
    },
    delivery,
  );
}
