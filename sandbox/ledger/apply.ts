import { randomUUID } from "node:crypto";
import type { TSandboxContext } from "../context";
import type { TLedgerAccount, TLedgerTransaction } from "../state/model";
import { balanceLine, findAccount } from "./book";
import { currencyWire } from "./currencies";
import { parseLedgerAddress } from "./identifiers";

// Ledger writes are asynchronous (docs/platform-interface.md#ledger-writes): the request is answered
// 202 {correlationId} and applied `delays.ledgerApplyMs` later on the sandbox clock. Until then the request
// is QUEUED; then APPLIED, or FAILED with nothing changed (a transaction is all or nothing).

export type TPostingWrite = {
  source: string;
  destination: string;
  currency: string;
  details: string;
  amount: number;
  type: string;
};
export type TTransactionWrite = {
  referenceId: string;
  referenceSource: "CLIENT" | "RESTRICTION_SYSTEM";
  postings: TPostingWrite[];
};

/** Makes ids: random at run time; the seed passes one drawn from the seeded random source. */
export type TNewId = () => string;

/** Remembers a transaction request as QUEUED; its id is fixed now, the transaction exists once applied. */
export function recordTransaction(
  ctx: TSandboxContext,
  newId: TNewId = randomUUID,
): { correlationId: string; transactionId: string } {
  const correlationId = newId();
  const transactionId = newId();
  ctx.store.ledgerRequests.set(correlationId, { kind: "transaction", targetId: transactionId });
  return { correlationId, transactionId };
}

export function queueTransaction(ctx: TSandboxContext, body: TTransactionWrite): string {
  const { correlationId } = recordTransaction(ctx);
  ctx.clock.after(ctx.config.delays.ledgerApplyMs, () => applyTransaction(ctx, correlationId, body));
  return correlationId;
}

export function applyTransaction(
  ctx: TSandboxContext,
  correlationId: string,
  body: TTransactionWrite,
  newId: TNewId = randomUUID,
): void {
  const request = ctx.store.ledgerRequests.get(correlationId);
  if (!request) return; // reset in between
  const outcome = postAll(ctx, body.postings);
  if (typeof outcome === "string") return fail(ctx, correlationId, outcome);
  for (const draft of outcome) findAccount(ctx, draft.accountId)!.balances = draft.balances;
  const now = ctx.clock.nowIso();
  const transaction: TLedgerTransaction = {
    id: request.targetId,
    referenceId: body.referenceId,
    referenceSource: body.referenceSource,
    postings: body.postings.map((p) => ({
      id: newId(),
      source: p.source,
      destination: p.destination,
      amount: p.amount,
      currency: currencyWire(p.currency),
      type: p.type,
      details: p.details,
    })),
    createdAt: now,
  };
  ctx.store.ledgerTransactions.set(transaction.id, transaction);
  request.appliedAt = now;
}

/**
 * The postings on copies of the accounts they touch, in order: the copies to keep, or why nothing is kept
 * (a named account no longer OPENED; a debit that takes a customer balance below zero at any point).
 */
function postAll(ctx: TSandboxContext, postings: TPostingWrite[]): TLedgerAccount[] | string {
  const drafts = new Map<string, TLedgerAccount>();
  for (const [index, posting] of postings.entries()) {
    const legs = [
      [posting.source, -1],
      [posting.destination, 1],
    ] as const;
    for (const [address, sign] of legs) {
      const parsed = parseLedgerAddress(address);
      if (parsed?.kind !== "customer") continue; // INTERNAL books: no balances kept
      const real = findAccount(ctx, parsed.accountId);
      if (!real || real.status !== "OPENED") {
        return `ACCOUNT_NOT_OPEN: postings[${index}] ${address} is ${real?.status ?? "unknown"}`;
      }
      const draft = drafts.get(real.accountId) ?? structuredClone(real);
      drafts.set(real.accountId, draft);
      const line = balanceLine(draft, posting.currency);
      const field = parsed.side === "CURRENT" ? "availableBalance" : "holdingBalance";
      line[field] += sign * posting.amount;
      if (sign < 0 && line[field] < 0) {
        return `INSUFFICIENT_FUNDS: postings[${index}] takes ${address} below zero in ${posting.currency}`;
      }
    }
  }
  return [...drafts.values()];
}

export function queueClose(ctx: TSandboxContext, accountId: string): string {
  const correlationId = randomUUID();
  ctx.store.ledgerRequests.set(correlationId, { kind: "close", targetId: accountId });
  ctx.clock.after(ctx.config.delays.ledgerApplyMs, () => applyClose(ctx, correlationId));
  return correlationId;
}

/** OPENED or BLOCKED → CLOSED; a second close queued before the first applied finds it CLOSED: no change. */
function applyClose(ctx: TSandboxContext, correlationId: string): void {
  const request = ctx.store.ledgerRequests.get(correlationId);
  const account = request && findAccount(ctx, request.targetId);
  if (!request || !account) return;
  const now = ctx.clock.nowIso();
  if (account.status !== "CLOSED") {
    account.status = "CLOSED";
    account.statusUpdatedAt = now;
  }
  request.appliedAt = now;
}

function fail(ctx: TSandboxContext, correlationId: string, failure: string): void {
  const request = ctx.store.ledgerRequests.get(correlationId)!;
  request.failedAt = ctx.clock.nowIso();
  request.failure = failure;
}
