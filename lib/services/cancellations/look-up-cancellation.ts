import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { findInboxRow } from "@/lib/db/cancellations";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";
import { refreshCancellation } from "./refresh-cancellation";

export const NO_SUCH_REQUEST = "No cancellation request has this id.";

/**
 * Look-up by id (the inbox's quick jump, or a link to a request the inbox has not seen): reads it from the
 * platform and stores it in the inbox. A 404 is final — an unknown id does not become known by asking again,
 * so it is never retried. A look-up that adds a request to the inbox is audited (it writes).
 */
export async function lookUpCancellation(
  id: bigint,
  actor: TActor,
): Promise<{ id: string; created: boolean }> {
  const before = await findInboxRow(id);
  const r = await refreshCancellation(id, {
    source: before ? "poll" : "lookup",
    expectedVersion: before?.version,
    withPayment: before?.paymentCheckedAt == null,
  });
  if (!r.found) {
    if (!before) throw new AppError("not_found", NO_SUCH_REQUEST);
    // Known here but not at the platform (any more): the stored row stays, and says so on its page.
    return { id: id.toString(), created: false };
  }
  if (r.written.created) {
    await recordAudit({
      action: "cancellations.lookup",
      outcome: "success",
      actor: actor.user,
      target: `cancellation:${id}`,
      requestId: actor.requestId,
      ip: actor.ip,
      detail: {
        status: r.resource.status,
        direction: r.resource.direction,
        transactionId: r.resource.transactionId ?? null,
      },
    });
  }
  return { id: id.toString(), created: r.written.created };
}
