// What a new user of `npm run dev` needs from the sandbox to try the Ledger pages: the ledger has no list
// of accounts (docs/platform-interface.md#ledger-accounts), so the launcher prints a few of the sandbox's
// seeded account ids, read from its control API (the app itself never calls it).

type TAccount = { accountId: string; status: string; balances: { currency: string }[] };

export async function ledgerHint(sandboxOrigin: string): Promise<string | null> {
  try {
    const res = await fetch(`${sandboxOrigin}/control/ledger/accounts`, {
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) return null;
    const { accounts } = (await res.json()) as { accounts: TAccount[] };
    if (!accounts.length) return null;
    const shown = accounts
      .slice(0, 3)
      .map((a) => `${a.accountId} (${a.status}, ${a.balances.map((b) => b.currency).join("/")})`);
    return `ledger accounts to open on /ledger: ${shown.join(", ")}`;
  } catch {
    return null; // a hint only: the back office starts without it
  }
}
