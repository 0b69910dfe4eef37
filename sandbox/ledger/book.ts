import type { TSandboxContext } from "../context";
import type { TLedgerAccount, TLedgerBalance } from "../state/model";
import { germanIban, ledgerAccountsOf } from "./identifiers";

// The customer accounts of the ledger and their balances per currency. A posting moves money between the
// CURRENT side (availableBalance) and the HOLDING side (holdingBalance) of accounts, or to and from the
// institution's INTERNAL books, which the sandbox does not keep balances for.

export type TNewAccount = {
  accountId: string;
  partyId: string;
  iban?: string;
  status?: TLedgerAccount["status"];
  balances?: { currency: string; availableBalance?: number; holdingBalance?: number }[];
};

export function createAccount(ctx: TSandboxContext, input: TNewAccount): TLedgerAccount {
  const accountId = input.accountId.toLowerCase();
  const partyId = input.partyId.toLowerCase();
  const now = ctx.clock.nowIso();
  const balances = input.balances?.length ? input.balances : [{ currency: "EUR" }];
  const account: TLedgerAccount = {
    accountId,
    iban: input.iban ?? germanIban("10010010", ctx.rng.digits(10)),
    partyId,
    status: input.status ?? "OPENED",
    createdAt: now,
    statusUpdatedAt: now,
    balances: balances.map((b) => ({
      currency: b.currency,
      availableBalance: b.availableBalance ?? 0,
      holdingBalance: b.holdingBalance ?? 0,
    })),
    ...ledgerAccountsOf(partyId, accountId),
  };
  ctx.store.accounts.set(accountId, account);
  return account;
}

export function findAccount(ctx: TSandboxContext, accountId: string): TLedgerAccount | undefined {
  return ctx.store.accounts.get(accountId.toLowerCase());
}

/** The balance line of a currency; an account gets one the first time a posting in that currency reaches it. */
export function balanceLine(account: TLedgerAccount, currency: string): TLedgerBalance {
  let line = account.balances.find((b) => b.currency === currency);
  if (!line) {
    line = { currency, availableBalance: 0, holdingBalance: 0 };
    account.balances.push(line);
  }
  return line;
}

/** The account as GET /v1/accounts/{accountId} answers it (a copy: later postings don't change an answer). */
export function accountView(account: TLedgerAccount): TLedgerAccount {
  return structuredClone(account);
}
