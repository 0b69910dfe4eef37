import "server-only";
import type { TCreatedPayment, TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { searchPayments } from "../payments/search-payments";

// Before a payment whose earlier attempt got no answer is sent again, and after an answer that named no
// payment, Countersign looks for it (docs/initiation.md#exactly-once). The search by end-to-end id is the
// Payments search with its row checks: a platform that ignores the filter still never has another
// payment taken for this one. Only an outbound payment with this end-to-end id, amount, currency and
// creditor account counts.

export type TReadBack =
  | { found: "none" }
  | { found: "one"; payment: TCreatedPayment }
  /** The platform holds more than one: an Idempotency-Key it did not honour. Never resolved by guessing. */
  | { found: "several"; ids: number[] };

const sameAccount = (a: string | null, b: string) => (a ?? "").replace(/\s+/g, "").toUpperCase() === b;

export async function readBack(s: TPaymentSubmission): Promise<TReadBack> {
  const page = await searchPayments({
    limit: 10,
    endToEndId: s.endToEndId,
    direction: "OUTBOUND",
    creditorAccount: s.creditor.iban,
  });
  const matches = page.rows.filter(
    (p) =>
      p.endToEndId === s.endToEndId &&
      p.direction === "OUTBOUND" &&
      p.amount === s.amountMinor &&
      p.currency === s.currency &&
      sameAccount(p.creditorAccount, s.creditor.iban),
  );
  if (matches.length === 0) return { found: "none" };
  if (matches.length > 1) return { found: "several", ids: matches.map((p) => p.id).sort((a, b) => a - b) };
  return { found: "one", payment: { id: matches[0]!.id, status: matches[0]!.status } };
}
