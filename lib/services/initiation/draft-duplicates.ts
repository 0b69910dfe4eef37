import "server-only";
import { draftPaymentsToCompare } from "@/lib/db/duplicate-candidates";
import { subjectOf, type TDuplicateCheck } from "@/lib/domain/initiation/duplicates";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { findDuplicates } from "./find-duplicates";

/**
 * The duplicate check of a draft's payments (docs/initiation.md#duplicates), the draft itself left out: what
 * its page shows approvers and what an approval must acknowledge.
 */
export async function draftDuplicates(draftId: string): Promise<TDuplicateCheck> {
  const rows = await draftPaymentsToCompare(draftId);
  return findDuplicates(
    rows.map((r) => subjectOf(r.line, r.payment as TPaymentSubmission)),
    { draftId },
  );
}
