import "server-only";
import { z } from "zod";
import { applyPaymentStatus } from "@/lib/db/payment-states";
import { resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { publishChange } from "@/lib/live/publish";
import { parseBody } from "./parse-body";
import type { THandler } from "./types";

// PAYMENT_STATUS (provider-api.md, "Payment status webhook body"). Statuses and types are classifiers the
// platform extends ("Sent to clear" appears for some schemes only): any non-empty string is accepted.

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

const TO_SIGN = "To sign";

export const handlePaymentStatus: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZPaymentStatusBody, "PAYMENT_STATUS", body);
  if (!parsed.ok) return parsed;
  const b = parsed.data;
  const trxId = BigInt(b.trx_id);
  const { previousStatus } = await applyPaymentStatus(tx, {
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
  // An inbound Instant payment's outcome: our answer or the platform's fallback after the window.
  if (await resolvePendingConfirmation(tx, trxId, b.status, delivery.notifiedAt)) {
    await publishChange(tx, "instant", trxId);
  }
  return { ok: true };
};
