import { parseLedgerAddress, type TPostingBody } from "./transactions";

// Client-safe. How a posted transaction is followed after its 202.
//
// ASSUMPTION (docs/platform.md, Ledger: "the ledger events a correlationId is tracked through"): the
// ledger offers no way to read a transaction by correlation id, its events are "not shown" and the sandbox
// sends none, and the transaction's own id is not in the 202. So the only thing Countersign can re-read is
// the balances of the CUSTOMER accounts the postings name: snapshot them right before sending, then poll
// until each moved by the postings' net amount — a debit of the source and a credit of the destination,
// on `availableBalance` for a …:CURRENT ledger account and `holdingBalance` for …:HOLDING, per currency.
// Limits of that reading, said on the page: INTERNAL accounts keep no balances, so postings between them
// only cannot be confirmed; postings that net to zero on every customer balance cannot either; another
// write to the same accounts in the meantime can hide or fake the movement; and a transaction the ledger
// refuses after queuing (INSUFFICIENT_FUNDS, ACCOUNT_NOT_OPEN) changes nothing and is never readable, which
// from here looks exactly like one not applied yet.

export type TBalanceSide = "CURRENT" | "HOLDING";

/** One balance figure a transaction should move: minor units as decimal strings (bigint-exact). */
export type TFollowTarget = {
  accountId: string;
  side: TBalanceSide;
  currency: string;
  before: string;
  delta: string;
  expected: string;
};

export type TFollowPlan = {
  /** The customer accounts the postings name, in order of first appearance. */
  accountIds: string[];
  /** The balances that must move (net non-zero), with the value each should reach. */
  targets: TFollowTarget[];
  /** Customer accounts whose snapshot could not be read: their movement cannot be checked. */
  unreadable: string[];
};

export type TBalanceReading = {
  accountId: string;
  balances: readonly { currency: string; availableBalance: number; holdingBalance: number }[];
};

/** The net movement per (account, side, currency), non-zero ones only, in order of first appearance. */
export function expectedDeltas(postings: readonly TPostingBody[]) {
  const deltas = new Map<
    string,
    { accountId: string; side: TBalanceSide; currency: string; delta: bigint }
  >();
  const move = (identifier: string, currency: string, amount: bigint) => {
    const address = parseLedgerAddress(identifier);
    if (address?.kind !== "customer") return; // INTERNAL accounts keep no balances
    const key = `${address.accountId}|${address.side}|${currency}`;
    const d = deltas.get(key) ?? { accountId: address.accountId, side: address.side, currency, delta: 0n };
    d.delta += amount;
    deltas.set(key, d);
  };
  for (const p of postings) {
    move(p.source, p.currency, -BigInt(p.amount));
    move(p.destination, p.currency, BigInt(p.amount));
  }
  return [...deltas.values()].filter((d) => d.delta !== 0n);
}

/** The customer account ids named by the postings, in order of first appearance. */
export function customerAccountIds(postings: readonly TPostingBody[]): string[] {
  const ids = new Set<string>();
  for (const p of postings) {
    for (const identifier of [p.source, p.destination]) {
      const address = parseLedgerAddress(identifier);
      if (address?.kind === "customer") ids.add(address.accountId);
    }
  }
  return [...ids];
}

/** A balance figure; a currency the account does not hold yet reads 0 (a credit opens the line). */
export function balanceOf(reading: TBalanceReading, currency: string, side: TBalanceSide): bigint {
  const line = reading.balances.find((b) => b.currency.split("/")[0] === currency);
  if (!line) return 0n;
  return BigInt(side === "CURRENT" ? line.availableBalance : line.holdingBalance);
}

/** The plan from the postings and the snapshot taken right before sending (null: account unreadable). */
export function followPlan(
  postings: readonly TPostingBody[],
  snapshot: ReadonlyMap<string, TBalanceReading | null>,
): TFollowPlan {
  const accountIds = customerAccountIds(postings);
  const unreadable = accountIds.filter((id) => !snapshot.get(id));
  const targets = expectedDeltas(postings).flatMap((d): TFollowTarget[] => {
    const reading = snapshot.get(d.accountId);
    if (!reading) return [];
    const before = balanceOf(reading, d.currency, d.side);
    return [
      {
        accountId: d.accountId,
        side: d.side,
        currency: d.currency,
        before: String(before),
        delta: String(d.delta),
        expected: String(before + d.delta),
      },
    ];
  });
  return { accountIds, targets, unreadable };
}

export type TFollowProgress = {
  /** applied: every target reached; waiting: not yet; unconfirmable: nothing to watch. */
  state: "applied" | "waiting" | "unconfirmable";
  reached: number;
  total: number;
  rows: (TFollowTarget & { now: string | null; reached: boolean })[];
};

/** Compares fresh readings with the plan; an account missing from the readings counts as not reached. */
export function followProgress(plan: TFollowPlan, readings: readonly TBalanceReading[]): TFollowProgress {
  const byId = new Map(readings.map((r) => [r.accountId.toLowerCase(), r]));
  const rows = plan.targets.map((t) => {
    const reading = byId.get(t.accountId);
    const now = reading ? balanceOf(reading, t.currency, t.side) : null;
    return {
      ...t,
      now: now === null ? null : String(now),
      reached: now !== null && now === BigInt(t.expected),
    };
  });
  const reached = rows.filter((r) => r.reached).length;
  const state = rows.length === 0 ? "unconfirmable" : reached === rows.length ? "applied" : "waiting";
  return { state, reached, total: rows.length, rows };
}
