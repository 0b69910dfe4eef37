import "server-only";
import type { TBalanceReading } from "@/lib/domain/ledger/transaction-follow";
import { mapLimit } from "../approvals/map-limit";
import { platform } from "../platform/registry";

// The balances of the customer accounts a transaction names: read right before it is sent (the snapshot
// the follow compares against) and again while the page follows it (lib/domain/ledger/transaction-follow.ts
// says why balances are the only thing to follow). GET /v1/accounts/{accountId}, a few at a time.

export const MAX_FOLLOWED_ACCOUNTS = 200; // 100 postings × 2 sides
const CONCURRENCY = 6;

export type TAccountBalances =
  (TBalanceReading & { ok: true; status: string }) | { accountId: string; ok: false; message: string };

export async function readTransactionBalances(
  accountIds: readonly string[],
  opts: { requestId?: string | null } = {},
): Promise<TAccountBalances[]> {
  const { ledger } = platform();
  return mapLimit(accountIds.slice(0, MAX_FOLLOWED_ACCOUNTS), CONCURRENCY, async (accountId) => {
    try {
      const a = await ledger.getAccount(accountId, { requestId: opts.requestId ?? undefined });
      const balances = a.balances.map((b) => ({
        currency: b.currency,
        availableBalance: b.available,
        holdingBalance: b.holding,
      }));
      return { accountId, ok: true as const, status: a.status, balances };
    } catch (err) {
      // One unreadable account must not stop the others: the follow says which it could not check.
      const status = (err as { status?: number | null }).status;
      return {
        accountId,
        ok: false as const,
        message:
          status === 404 ? "No ledger account with this id." : "The ledger did not answer for this account.",
      };
    }
  });
}
