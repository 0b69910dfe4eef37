import type { TDraftView } from "@/lib/domain/initiation/draft-view";
import { formatMinor } from "@/lib/money";

// The draft in a few words, for the titles of its dialogs: what is approved, rejected or withdrawn.

/** Each currency's total: "1,234.56 EUR"; "1,234.56 EUR and 10.00 USD". */
export function totalsText(totals: Record<string, string>, locale?: string): string {
  const parts = Object.entries(totals).map(([currency, minor]) => {
    try {
      return formatMinor(BigInt(minor), currency, { locale });
    } catch {
      return `${minor} minor units of ${currency}`;
    }
  });
  return parts.length ? parts.join(" and ") : "nothing";
}

/** "the payment of 1,234.56 EUR to ACME GmbH", "the batch of 3 payments (9.00 EUR)". */
export function draftSubject(
  draft: Pick<TDraftView, "payment" | "paymentCount" | "totals">,
  locale?: string,
) {
  const total = totalsText(draft.totals, locale);
  if (draft.payment) return `the payment of ${total} to ${draft.payment.creditor.name}`;
  const count = draft.paymentCount === 1 ? "1 payment" : `${draft.paymentCount} payments`;
  return `the batch of ${count} (${total})`;
}

export type TDraftOffers = { decide: boolean; withdraw: boolean; note: string | null };

/**
 * What the page offers the reader: Approve and Reject to a person who may approve, neither made nor decided
 * the draft; Withdraw to its maker; both only while it waits. The note says why a waiting draft offers
 * less. The actions check it all again.
 */
export function draftOffers(
  draft: Pick<TDraftView, "state" | "viewer">,
  may: { approve: boolean; create: boolean },
): TDraftOffers {
  const { isMaker, decision } = draft.viewer;
  if (draft.state !== "waiting") return { decide: false, withdraw: false, note: null };
  let note: string | null = null;
  if (isMaker) note = "You made this draft: another person must approve it.";
  else if (decision) note = `You ${decision === "approve" ? "approved" : "rejected"} this draft.`;
  else if (!may.approve) note = "Your roles let you read this draft, not decide on it.";
  return {
    decide: may.approve && !isMaker && decision === null,
    withdraw: may.create && isMaker,
    note,
  };
}
