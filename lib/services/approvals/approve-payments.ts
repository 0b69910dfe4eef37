import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { logger } from "@/lib/logger";
import type { TApprovalOutcome } from "@/lib/domain/approvals/approvals";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { approvePayment, type TApproveItem } from "./approve-payment";
import { mapLimit } from "./map-limit";

/**
 * Approves each payment of a selection, a few at a time (the platform's rate limits are not
 * shown, so APPROVAL_CONCURRENCY bounds what one person's click may put in flight), and answers with every
 * row's outcome in the order asked. One row's failure never stops the others.
 */
export async function approvePayments(
  items: readonly TApproveItem[],
  actor: TActor,
): Promise<TApprovalOutcome[]> {
  return mapLimit(items, platform().approvalConcurrency, (item) =>
    approvePayment(item, actor).catch((err: unknown) => failedHere(item, actor, err)),
  );
}

// The database failed under one row (the platform's refusals are outcomes, not errors). A claim it left
// pending turns stale after twice the platform timeout, so a retry then finds out what happened. If the
// claim was made, its 'attempted' audit row stands; the failure is audited too when the database allows.
async function failedHere(item: TApproveItem, actor: TActor, err: unknown): Promise<TApprovalOutcome> {
  logger.error({ err, trxId: item.trxId, requestId: actor.requestId }, "approval failed on our side");
  await recordAudit({
    action: "payment.approve",
    outcome: "failure",
    actor: actor.user,
    target: `payment:${item.trxId}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { intentId: item.intentId, result: "unknown", reason: "database_error" },
  }).catch((auditErr: unknown) =>
    logger.error({ err: auditErr, trxId: item.trxId }, "auditing an approval's database failure failed"),
  );
  return {
    trxId: item.trxId,
    outcome: "unknown",
    replay: false,
    result: null,
    message: `Something went wrong on our side, so it is not known whether the payment was approved. Try again in a minute: Countersign checks first and never approves twice. Reference: ${actor.requestId ?? "unavailable"}.`,
    providerCode: null,
    providerStatus: null,
  };
}
