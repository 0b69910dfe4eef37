import "server-only";
import type { TLedgerAcceptance } from "@/lib/domain/ledger/acceptance";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import type { TLedgerTransactionView, TTransactionBody } from "@/lib/domain/ledger/transactions";
import type { TLedgerAccepted, TLedgerAccount, TLedgerTransaction, TLedgerTransactionWrite } from "./schemas";

// Wire ↔ domain for the ledger. A read's optional fields become null; a balance line's availableBalance and
// holdingBalance become available and holding; a write sends all six posting fields, as the interface shows.

export function toAccount(a: TLedgerAccount): TLedgerAccountView {
  return {
    accountId: a.accountId,
    iban: a.iban ?? null,
    partyId: a.partyId,
    status: a.status,
    createdAt: a.createdAt ?? null,
    statusUpdatedAt: a.statusUpdatedAt ?? null,
    balances: a.balances.map((b) => ({
      currency: b.currency,
      available: b.availableBalance,
      holding: b.holdingBalance,
    })),
    currentLedgerAccount: a.currentLedgerAccount,
    holdingLedgerAccount: a.holdingLedgerAccount,
  };
}

export function toTransaction(t: TLedgerTransaction): TLedgerTransactionView {
  return {
    id: t.id,
    referenceId: t.referenceId,
    referenceSource: t.referenceSource,
    createdAt: t.createdAt ?? null,
    postings: t.postings.map((p) => ({
      id: p.id,
      source: p.source,
      destination: p.destination,
      amount: p.amount,
      currency: p.currency,
      type: p.type,
      details: p.details ?? null,
    })),
  };
}

export const toAcceptance = (a: TLedgerAccepted): TLedgerAcceptance => ({ correlationId: a.correlationId });

export function toWireTransaction(body: TTransactionBody): TLedgerTransactionWrite {
  return {
    referenceId: body.referenceId,
    referenceSource: body.referenceSource,
    postings: body.postings.map((p) => ({
      source: p.source,
      destination: p.destination,
      amount: p.amount,
      currency: p.currency,
      type: p.type,
      details: p.details,
    })),
  };
}
