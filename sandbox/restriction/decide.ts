import { z } from "zod";
import type { TSandboxContext } from "../context";
import { envelopeError } from "../http/errors";
import type { TRestrictionOrder } from "../state/model";
import { REJECTION_REASONS, type TOrderStatus } from "./orders";

// Confirming and rejecting an order. The interface leaves the condition on the starting status open; the
// sandbox allows a decision only on an UNPROCESSED order, and any later decision (even the same one
// again) is 409 ORDER_ALREADY_PROCESSED. A decision has no other effect (no ledger posting).

export const ZDocId = z.object({ docId: z.string().min(1).max(64) });

// The body field is named `reason` (not shown in the interface). A missing or non-string reason is a
// VALIDATION_ERROR; a string outside the 20 reasons is INVALID_REJECTION_REASON (checked in the route).
export const ZRejectBody = z.object({ reason: z.string().min(1).max(64) });

export function isRejectionReason(reason: string): reason is (typeof REJECTION_REASONS)[number] {
  return (REJECTION_REASONS as readonly string[]).includes(reason);
}

export function findOrder(ctx: TSandboxContext, docId: string): TRestrictionOrder {
  const order = ctx.store.orders.get(docId);
  if (!order) throw envelopeError(404, "ORDER_NOT_FOUND", `Restriction order ${docId} not found`);
  return order;
}

/** Moves an UNPROCESSED order to its decision; answers `{result: {accepted}}` with the decision time. */
export function decide(
  ctx: TSandboxContext,
  order: TRestrictionOrder,
  to: Exclude<TOrderStatus, "UNPROCESSED">,
) {
  if (order.data.status !== "UNPROCESSED") {
    throw envelopeError(
      409,
      "ORDER_ALREADY_PROCESSED",
      `Restriction order ${order.header.doc_id} is already ${order.data.status}`,
    );
  }
  order.data.status = to;
  return { result: { accepted: ctx.clock.nowIso() } };
}
