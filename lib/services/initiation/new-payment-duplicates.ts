import "server-only";
import type { TRawNewPayment } from "@/lib/domain/initiation/fields";
import { subjectOf, type TDuplicateCheck } from "@/lib/domain/initiation/duplicates";
import { checkNewPayment } from "@/lib/domain/initiation/new-payment";
import { findDuplicates } from "./find-duplicates";
import { toSubmissions } from "./to-submission";

/**
 * The duplicate check of a payment not yet made (docs/initiation.md#duplicates), for the New payment
 * confirmation: the maker sees what it repeats before the draft exists. A payment that does not check yet
 * has nothing to compare (null); making the draft refuses it with its field messages.
 */
export async function newPaymentDuplicates(
  raw: TRawNewPayment,
  today: string,
): Promise<TDuplicateCheck | null> {
  const check = checkNewPayment(raw, { today });
  if (!check.ok) return null;
  const [resolved] = await toSubmissions([check.payment]);
  if (!resolved?.ok) return null;
  return findDuplicates([subjectOf(1, resolved.submission)]);
}
