import "server-only";
import { findApprovals } from "@/lib/db/payment-approvals";
import type { TApprovalRecord } from "@/lib/domain/approvals/approvals";

/** Countersign's approval records of these payments (those it has tried to approve), for the run panel. */
export function getApprovals(trxIds: readonly number[]): Promise<TApprovalRecord[]> {
  return findApprovals(trxIds);
}
