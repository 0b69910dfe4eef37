import "server-only";
import { holdPendingBody, ZPendingConfirmationBody } from "./hold-for-confirmation";
import { parseBody } from "./parse-body";
import { applyStatusBody, ZPaymentStatusBody } from "./payment-status";
import type { THandler } from "./types";

// PENDING_CONFIRMATION: an inbound Instant payment entered pending confirmation. The body's fields are
// not shown by the interface (./hold-for-confirmation.ts reads both namings). The same payment may also be
// announced as a PAYMENT_STATUS "Pending confirmation" (./payment-status.ts): both go through
// holdForConfirmation, which queues it once, whichever comes first.

export const handlePendingConfirmation: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZPendingConfirmationBody, "PENDING_CONFIRMATION", body);
  if (!parsed.ok) return parsed;
  // A full payment status body under this kind's name: the payments read model takes it too.
  const full = ZPaymentStatusBody.safeParse(body);
  if (full.success) await applyStatusBody(tx, full.data, delivery);
  return { ok: true, afterCommit: await holdPendingBody(tx, parsed.data, delivery) };
};
