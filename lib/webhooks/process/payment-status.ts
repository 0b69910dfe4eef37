import "server-only";
import { z } from "zod";
import { notify } from "@/lib/db/notify";
import { applyPaymentStatus } from "@/lib/db/payment-states";
import { resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { publishChange } from "@/lib/db/publish-change";
import { formatMinor } from "@/lib/money";
import { holdForConfirmation, holdPendingBody, ZPendingConfirmationBody } from "./hold-for-confirmation";
import { parseBody } from "./parse-body";
import { isPendingConfirmationName } from "./pending-status";
import type { TDeliveryContext, THandler, TTx } from "./types";

// PAYMENT_STATUS (the interface's "Payment status webhook body"). Statuses and types are classifiers the
// platform extends ("Sent to clear" appears for some schemes only): any non-empty string is accepted.
// "Pending confirmation" is one of that body's statuses: an inbound payment announced with it is held for
// confirmation exactly as the PENDING_CONFIRMATION kind's is (docs/platform.md: the platform may announce
// the hold either way; the sandbox's strict profile uses this one).

export const ZPaymentStatusBody = z.object({
  trx_id: z.number().int().nonnegative(),
  end_to_end_id: z.string(),
  type: z.string().min(1),
  direction: z.enum(["INBOUND", "OUTBOUND"]),
  amount: z.number().int(),
  currency: z.string().min(1),
  status: z.string().min(1),
  updated_at: z.iso.datetime({ offset: true }),
  // Account identifiers, not necessarily IBANs (SWIFT); omitted when the payment has none.
  debtor_iban: z.string().min(1).nullish(),
  creditor_iban: z.string().min(1).nullish(),
});
export type TPaymentStatusBody = z.output<typeof ZPaymentStatusBody>;

const TO_SIGN = "To sign";

export const handlePaymentStatus: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZPaymentStatusBody, "PAYMENT_STATUS", body);
  if (!parsed.ok) {
    // A pending-confirmation body without the payment fields, told apart by trx_id and status alone: it
    // has no place in the payments read model, but the hold must not be lost.
    const pending = ZPendingConfirmationBody.safeParse(body);
    if (pending.success && isPendingConfirmationName(pending.data.status))
      return { ok: true, afterCommit: await holdPendingBody(tx, pending.data, delivery) };
    return parsed;
  }
  const b = parsed.data;
  await applyStatusBody(tx, b, delivery);
  // Only an inbound payment can be held for our answer (the interface: inbound SEPA Instant).
  if (b.direction !== "INBOUND" || !isPendingConfirmationName(b.status)) return { ok: true };
  const afterCommit = await holdForConfirmation(
    tx,
    {
      trxId: BigInt(b.trx_id),
      status: b.status,
      enteredAt: new Date(b.updated_at),
      endToEndId: b.end_to_end_id,
      amount: BigInt(b.amount),
      currency: b.currency,
      debtorAccount: b.debtor_iban ?? null,
      creditorAccount: b.creditor_iban ?? null,
    },
    delivery,
  );
  return { ok: true, afterCommit };
};

/** The payments read model, the Approvals queue and the outcome of a payment held for confirmation. */
export async function applyStatusBody(tx: TTx, b: TPaymentStatusBody, delivery: TDeliveryContext) {
  const trxId = BigInt(b.trx_id);
  const { previousStatus, current } = await applyPaymentStatus(tx, {
    trxId,
    status: b.status,
    statusAt: new Date(b.updated_at),
    direction: b.direction,
    type: b.type,
    amount: BigInt(b.amount),
    currency: b.currency,
    endToEndId: b.end_to_end_id,
    debtorIban: b.debtor_iban ?? null,
    creditorIban: b.creditor_iban ?? null,
    deliveryId: delivery.id,
  });
  await publishChange(tx, "payments", trxId);
  // The Approvals queue changes when a payment enters To sign or leaves it.
  if (b.status === TO_SIGN || previousStatus === TO_SIGN) await publishChange(tx, "approvals", trxId);
  // Told once per payment (the subject), in this transaction: a replayed delivery tells nobody again.
  if (current && b.status === TO_SIGN && previousStatus !== TO_SIGN) await notifyToSign(tx, b);
  // An inbound Instant payment's outcome: our answer or the platform's fallback after the window.
  if (await resolvePendingConfirmation(tx, trxId, b.status, delivery.notifiedAt)) {
    await publishChange(tx, "instant", trxId);
  }
}

async function notifyToSign(tx: TTx, b: TPaymentStatusBody): Promise<void> {
  let amount: string;
  try {
    amount = formatMinor(BigInt(b.amount), b.currency);
  } catch {
    amount = `${b.amount} (minor units) ${b.currency}`; // a currency we do not know: never fail the delivery
  }
  await notify(tx, {
    kind: "approval_waiting",
    subject: `payment:${b.trx_id}`,
    title: `Payment ${b.trx_id} waits for approval`,
    body: `${amount} to ${b.creditor_iban ?? "an account without IBAN"}, ${b.type}, end-to-end id ${b.end_to_end_id}.`,
    link: `/payments/${b.trx_id}`,
  });
}
