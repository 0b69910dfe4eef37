import "server-only";
import type { TCreateTransferCommand } from "@/lib/domain/liquidity/transfer";
import type { TSettlementAccount } from "@/lib/domain/liquidity/liquidity";

// The form offers only the configured settlement accounts (LIQUIDITY_SETTLEMENT_ACCOUNTS), but a server
// action is a public endpoint: any account can be posted to it. So both accounts are checked here, before
// anything is claimed or sent, and another account is refused by field. The platform refuses some pairs
// itself, but whether it refuses an account outside the tenant's contract is not shown, and money must not
// be moved to find out. What is sent is the account as configured (an IBAN typed with spaces or in lower
// case names the same account).

const NOT_OFFERED = "Choose one of the settlement accounts offered: this account is not one of them.";
const compact = (account: string) => account.replace(/\s+/g, "").toUpperCase();

export type TSettlementCheck =
  | { ok: true; debtorAccount: string; creditorAccount: string }
  | { ok: false; fieldErrors: Record<string, string> };

export function checkSettlementAccounts(
  cmd: Pick<TCreateTransferCommand, "debtorAccount" | "creditorAccount">,
  /** LIQUIDITY_SETTLEMENT_ACCOUNTS (./settlement-accounts.ts), through platform(). */
  accounts: readonly TSettlementAccount[],
): TSettlementCheck {
  const find = (account: string) => accounts.find((a) => compact(a.account) === compact(account))?.account;
  const debtor = find(cmd.debtorAccount);
  const creditor = find(cmd.creditorAccount);
  const fieldErrors: Record<string, string> = {};
  if (!debtor) fieldErrors.debtorAccount = NOT_OFFERED;
  if (!creditor) fieldErrors.creditorAccount = NOT_OFFERED;
  else if (creditor === debtor)
    fieldErrors.creditorAccount = "Choose another account: money cannot move to the account it comes from.";
  if (!debtor || !creditor || creditor === debtor) return { ok: false, fieldErrors };
  return { ok: true, debtorAccount: debtor, creditorAccount: creditor };
}
