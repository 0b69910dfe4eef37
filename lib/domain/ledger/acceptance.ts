// Client-safe: the ledger's 202 to a write. The correlationId is all it says; what the write did is
// followed by reading the account or the balances again (lib/domain/ledger/transaction-follow.ts).

export type TLedgerAcceptance = { correlationId: string };
