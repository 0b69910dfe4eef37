import "server-only";
import { z } from "zod";
import { recordPaymentStatusHistory } from "@/lib/db/payment-states";
import { recordPendingConfirmation } from "@/lib/db/pending-confirmations";
import { publishChanges } from "@/lib/live/publish";
import { applyRules } from "@/lib/services/instant/apply-rules";
import { parseBody } from "./parse-body";
import type { THandler } from "./types";

// PENDING_CONFIRMATION: the interface names only "transaction id, status, debtor account number, creditor
// account number"; field names and the rest are the sandbox's choice (sandbox/README.md, assumptions), so
// only the transaction id and status are required. This kind alone feeds the queue: the platform sends no
// PAYMENT_STATUS with "Pending confirmation".

export const ZPendingConfirmationBody = z.object({
  trx_id: z.number().int().nonnegative(),
  status: z.string().min(1),
  debtor_account_number: z.string().min(1).nullish(),
  creditor_account_number: z.string().min(1).nullish(),
  end_to_end_id: z.string().nullish(),
  amount: z.number().int().nullish(),
  currency: z.string().min(1).nullish(),
  updated_at: z.iso.datetime({ offset: true }).nullish(),
});

export const handlePendingConfirmation: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZPendingConfirmationBody, "PENDING_CONFIRMATION", body);
  if (!parsed.ok) return parsed;
  const b = parsed.data;
  const trxId = BigInt(b.trx_id);
  const enteredAt = b.updated_at ? new Date(b.updated_at) : null;
  const queued = await recordPendingConfirmation(tx, {
    trxId,
    endToEndId: b.end_to_end_id ?? null,
    receivedAt: delivery.receivedAt,
    notifiedAt: delivery.notifiedAt,
    enteredAt,
    amount: b.amount == null ? null : BigInt(b.amount),
    currency: b.currency ?? null,
    debtorAccount: b.debtor_account_number ?? null,
    creditorAccount: b.creditor_account_number ?? null,
    deliveryId: delivery.id,
  });
  // The rules answer a payment seen for the first time and not settled yet; a repeated webhook leaves the
  // first one's verdict alone. The answer itself goes out after the commit (afterCommit).
  const afterCommit =
    queued.inserted && !queued.settled
      ? await applyRules(tx, {
          trxId,
          deadlineAt: queued.deadlineAt,
          facts: {
            amount: b.amount == null ? null : BigInt(b.amount),
            currency: b.currency ?? null,
            debtorIban: b.debtor_account_number ?? null,
            debtorBic: null,
            creditorAccount: b.creditor_account_number ?? null,
            endToEndId: b.end_to_end_id ?? null,
          },
        })
      : undefined;
  // The payment's timeline shows the hold too; its time is the platform's, like every other status.
  if (enteredAt) await recordPaymentStatusHistory(tx, trxId, b.status, enteredAt, delivery.id);
  await publishChanges(tx, [
    ["instant", trxId],
    ["payments", trxId],
  ]);
  return { ok: true, afterCommit };
};
