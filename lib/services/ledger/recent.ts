import "server-only";
import { recentLedgerItems, rememberLedgerItem } from "@/lib/db/recent-ledger-items";
import type { TRecentLedgerItemView } from "@/lib/domain/ledger/accounts";

// The user's recently opened ledger accounts and transactions (recent_ledger_items), for the Ledger page.

export async function listRecentLedgerItems(
  userId: string,
): Promise<{ accounts: TRecentLedgerItemView[]; transactions: TRecentLedgerItemView[] }> {
  const view = (rows: Awaited<ReturnType<typeof recentLedgerItems>>) =>
    rows.map((r) => ({ ref: r.ref, label: r.label, seenAt: r.seenAt.toISOString() }));
  const [accounts, transactions] = await Promise.all([
    recentLedgerItems(userId, "account"),
    recentLedgerItems(userId, "transaction"),
  ]);
  return { accounts: view(accounts), transactions: view(transactions) };
}

/** An account page was opened and read: it goes to the top of the user's list, labelled by its IBAN. */
export function rememberLedgerAccount(userId: string, accountId: string, iban: string | null) {
  return rememberLedgerItem({ userId, kind: "account", ref: accountId, label: iban });
}
