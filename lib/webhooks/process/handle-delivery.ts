import "server-only";
import { finishDelivery, type TClaimedDelivery } from "@/lib/db/webhook-delivery-queue";
import { handleCancellationStatus } from "./cancellation-status";
import { handleHoldingBreach } from "./holding-breach";
import { handleLiquidity } from "./liquidity";
import { handlePaymentStatus } from "./payment-status";
import { handlePendingConfirmation } from "./pending-confirmation";
import type { THandler, THandlerResult, TTx } from "./types";
import { clearVerificationFailing } from "./verification-alert";
import { failSpan, withSpan } from "@/lib/metrics/trace";

// One delivery, inside the caller's transaction: route by kind, apply, record the outcome on the delivery
// row. The processing loop (process-pending.ts) and "Apply again" (reapply-delivery.ts) both come here. A result of { ok: false } is a verdict on the body (kept as unprocessable, never retried); an
// exception is left to the caller, which rolls back and parks the delivery.

const HANDLERS: Record<string, THandler> = {
  PAYMENT_STATUS: handlePaymentStatus,
  CANCELLATION_STATUS: handleCancellationStatus,
  PENDING_CONFIRMATION: handlePendingConfirmation,
  MAX_HOLDING_AMOUNT_BREACHED: handleHoldingBreach,
  LIQUIDITY: handleLiquidity,
};

/** One delivery applied, in its own span (docs/observability.md#traces): kind, id, and whether it applied. */
export function handleDelivery(tx: TTx, d: TClaimedDelivery): Promise<THandlerResult> {
  const attributes = { "countersign.delivery_id": d.id.toString(), "countersign.kind": d.kind ?? "unknown" };
  return withSpan(`webhook process ${d.kind ?? "unknown"}`, attributes, async (span) => {
    // Every claimed delivery is verified: the stream works, whatever its body says.
    await clearVerificationFailing(tx, d.receivedAt);
    const result = await apply(tx, d);
    await finishDelivery(tx, d.id, result.ok ? null : result.error); // announces it on "deliveries"
    if (!result.ok) failSpan(span, "unprocessable");
    return result;
  });
}

async function apply(tx: TTx, d: TClaimedDelivery): Promise<THandlerResult> {
  // JSON first: a body that is not JSON is that, whatever kind it was given (the intake stores such a body
  // as unprocessable without processing it; "Apply again" can still bring one here).
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(d.rawBody).toString("utf8"));
  } catch {
    return { ok: false, error: "The body is not JSON" };
  }
  const handler = Object.hasOwn(HANDLERS, d.kind ?? "") ? HANDLERS[d.kind!] : undefined;
  if (!handler) {
    return {
      ok: false,
      error: `The kind of this delivery is ${d.kind ?? "not known"}: neither its body's shape nor a name in it (an event-type header, \`event\` or \`eventType\`) is one Countersign handles. It is kept; an admin can apply it again from the Events page once a later version understands it.`,
    };
  }
  return handler(tx, body, { id: d.id, notifiedAt: d.notifiedAt, receivedAt: d.receivedAt });
}
