import "server-only";
import { env } from "@/lib/env";
import { gateway } from "@/lib/providers/gateway/client";
import type { TApprovalResult } from "@/lib/schemas/payments";

/** What approving needs from outside the database; unit tests pass a fake platform. */
export type TApprovalDeps = {
  // PATCH /v1/transactions/{id}:approve with the approver client
  approve(trxId: number): Promise<TApprovalResult>;
  /** The payment's status name as the gateway lists it now ("Signed"), or null when it has no such payment. */
  statusOf(trxId: number): Promise<string | null>;
  /** PLATFORM_TIMEOUT_MS: a pending claim older than twice this belongs to a request that died. */
  timeoutMs: number;
  /** APPROVAL_CONCURRENCY: approvals of one request in flight at once. */
  concurrency: number;
};

export function platformApprovalDeps(): TApprovalDeps {
  return {
    approve: (trxId) => gateway().approveTransaction(trxId),
    async statusOf(trxId) {
      const found = await gateway().getTransaction(trxId);
      // The search's id filter is a parameter name the interface does not show: a platform that ignores
      // it lists other payments, so only a row with this id counts.
      if (!found || found.payment.id !== trxId) return null;
      return found.payment.statusName ?? found.payment.status;
    },
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    concurrency: env.APPROVAL_CONCURRENCY,
  };
}
