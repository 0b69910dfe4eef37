import "server-only";
import { db } from "./client";

// The payments of Countersign's own drafts that a new payment is compared with for duplicates
// (docs/initiation.md#duplicates): to the same creditor IBANs, in drafts made since `since`. Every such
// payment comes back, whatever its state, so its platform id is known and the platform's copy of it is not
// counted a second time; `live` says whether it counts as a match (its draft not closed unpaid, itself not
// refused by the platform).

export type TDuplicateCandidate = {
  draftId: string;
  line: number;
  amountMinor: number;
  currency: string;
  creditorIban: string;
  payment: unknown;
  platformId: number | null;
  at: Date;
  live: boolean;
};

const CLOSED_UNPAID = new Set(["rejected", "withdrawn"]);

/**
 * `excludeDraftId`: the draft being checked is left out here, in the query, not after it: a batch of
 * 10,000 rows would otherwise fill the row limit with its own payments and hide the others.
 */
export async function duplicateCandidates(
  ibans: readonly string[],
  since: Date,
  excludeDraftId?: string,
): Promise<TDuplicateCandidate[]> {
  if (ibans.length === 0) return [];
  const rows = await db.draftPayment.findMany({
    where: {
      creditorIban: { in: [...new Set(ibans)] },
      draft: { createdAt: { gte: since } },
      ...(excludeDraftId ? { draftId: { not: excludeDraftId } } : {}),
    },
    select: {
      draftId: true,
      line: true,
      amount: true,
      currency: true,
      creditorIban: true,
      payment: true,
      platformId: true,
      state: true,
      draft: { select: { state: true, createdAt: true } },
    },
    orderBy: [{ draft: { createdAt: "desc" } }, { line: "asc" }],
    take: 5_000,
  });
  return rows.map((r) => ({
    draftId: r.draftId,
    line: r.line,
    amountMinor: Number(r.amount),
    currency: r.currency,
    creditorIban: r.creditorIban,
    payment: r.payment,
    platformId: r.platformId === null ? null : Number(r.platformId),
    at: r.draft.createdAt,
    live: !CLOSED_UNPAID.has(r.draft.state) && r.state !== "refused",
  }));
}

/** The platform ids of a draft's payments already created: the platform's copies of them are no duplicates. */
export async function platformIdsOfDraft(draftId: string): Promise<number[]> {
  const rows = await db.draftPayment.findMany({
    where: { draftId, platformId: { not: null } },
    select: { platformId: true },
  });
  return rows.map((r) => Number(r.platformId));
}

/** A draft's payments as the duplicate check compares them (line and the payment as it will be sent). */
export function draftPaymentsToCompare(draftId: string) {
  return db.draftPayment.findMany({
    where: { draftId },
    select: { line: true, payment: true },
    orderBy: { line: "asc" },
  });
}
