import "server-only";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { mapLimit } from "../approvals/map-limit";
import { searchPayments } from "../payments/search-payments";

/**
 * Whether a creditor IBAN was paid before, for the policy condition "creditor never paid before": a
 * payment Countersign created to it, or an outbound payment to it the platform shows (made by any channel;
 * the search checks every row, so an ignored filter never answers yes). When the platform cannot be asked,
 * the answer is "never paid": a policy asks more of new creditors, never less, so that is the safe side.
 */
export async function paidBefore(creditorIban: string): Promise<boolean> {
  const own = await db.draftPayment.findFirst({
    where: { creditorIban, state: "created" },
    select: { line: true },
  });
  if (own) return true;
  try {
    const page = await searchPayments({ limit: 1, direction: "OUTBOUND", creditorAccount: creditorIban });
    return page.rows.some(
      (p) =>
        p.direction === "OUTBOUND" &&
        (p.creditorAccount ?? "").replace(/\s+/g, "").toUpperCase() === creditorIban,
    );
  } catch (err) {
    logger.warn({ err }, "could not ask the platform whether a creditor was paid before");
    return false;
  }
}

/** How many creditors of one upload are asked of the platform; beyond that they count as new (the safe side). */
export const PLATFORM_LOOKUPS_PER_BATCH = 50;

/**
 * paidBefore for the creditors of a batch: Countersign's own records for all of them in one query, the
 * platform for up to PLATFORM_LOOKUPS_PER_BATCH of the rest, a few at a time. A creditor not looked up
 * counts as never paid, which can only ask for more approvals.
 */
export async function paidBeforeMany(ibans: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(ibans)];
  const own = await db.draftPayment.findMany({
    where: { creditorIban: { in: distinct }, state: "created" },
    select: { creditorIban: true },
    distinct: ["creditorIban"],
  });
  const paid = new Set(own.map((r) => r.creditorIban));
  const ask = distinct.filter((i) => !paid.has(i)).slice(0, PLATFORM_LOOKUPS_PER_BATCH);
  await mapLimit(ask, 8, async (iban) => {
    if (await paidBefore(iban)) paid.add(iban);
  });
  return paid;
}
