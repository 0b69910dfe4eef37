import "server-only";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
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
