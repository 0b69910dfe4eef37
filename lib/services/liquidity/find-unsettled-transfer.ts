import "server-only";
import { env } from "@/lib/env";
import { findUnsettled } from "@/lib/db/liquidity-intents";
import type { TUnsettledTransfer } from "@/lib/domain/liquidity/transfer-outcome";
import { STALE_FACTOR } from "./create-transfer";

/**
 * The user's latest transfer still waiting for their decision (its send got no answer), so that a reload
 * or another tab shows it again instead of an empty form that would make a second transfer.
 */
export async function findUnsettledTransfer(userId: string): Promise<TUnsettledTransfer | null> {
  const i = await findUnsettled(userId, STALE_FACTOR * env.PLATFORM_TIMEOUT_MS);
  if (!i) return null;
  return {
    requestId: i.requestId,
    debtorAccount: i.request.debtorAccount,
    creditorAccount: i.request.creditorAccount,
    amountMinor: i.request.amountMinor,
    purpose: i.request.purpose ?? "",
    sends: i.sends,
    message:
      i.message ??
      "The send that was under way never finished, so it is not known whether the transfer was made.",
  };
}
