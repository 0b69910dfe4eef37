import type { TTransfer } from "@/lib/domain/liquidity/liquidity";
import type { TCandidate } from "@/lib/domain/liquidity/transfer-outcome";

// Which listed transfers could be the one an unanswered POST made. The list's parameter names are not
// shown by the interface (a platform that does not know ours ignores them and lists everything), so no
// filter is trusted: every row is checked here against the intent itself. Pure, so it is unit-tested.

/** Clocks differ: ours starts the window, the platform's stamps createdAt (docs/platform.md). */
export const READ_BACK_SKEW_MS = 5 * 60_000;
export const READ_BACK_PAGE = 100; // the list's largest page (the interface: limit 1-100)
export const READ_BACK_MAX_PAGES = 5;

export type TReadBackIntent = {
  requestId: string;
  debtorAccount: string;
  creditorAccount: string;
  amountMinor: bigint;
  currency: string;
  dismissed: readonly number[];
};

export type TWindow = { from: Date; to: Date };

/** From just before the first POST (less the skew) to now (plus the skew). */
export function readBackWindow(firstSentAt: Date, now: Date = new Date()): TWindow {
  return {
    from: new Date(firstSentAt.getTime() - READ_BACK_SKEW_MS),
    to: new Date(now.getTime() + READ_BACK_SKEW_MS),
  };
}

const account = (a: string) => a.replace(/\s+/g, "").toUpperCase();

/**
 * Same creditor, same debtor (the interface makes the debtor optional in responses: a row without one is
 * not ruled out), same amount and currency, created inside the window (an unreadable createdAt is not
 * ruled out either: missing our own transfer is the expensive mistake).
 */
export function matchesIntent(t: TTransfer, i: TReadBackIntent, w: TWindow): boolean {
  if (account(t.creditorAccount) !== account(i.creditorAccount)) return false;
  if (t.debtorAccount !== null && account(t.debtorAccount) !== account(i.debtorAccount)) return false;
  if (!Number.isSafeInteger(t.amount) || BigInt(t.amount) !== i.amountMinor) return false;
  if (t.currency.toUpperCase() !== i.currency.toUpperCase()) return false;
  const at = Date.parse(t.createdAt);
  return Number.isNaN(at) || (at >= w.from.getTime() && at <= w.to.getTime());
}

export function candidateOf(t: TTransfer, i: TReadBackIntent): TCandidate {
  return {
    transfer: t,
    requestId: t.requestId === null ? "absent" : t.requestId === i.requestId ? "same" : "other",
    dismissed: i.dismissed.includes(t.id),
  };
}

const RANK = { same: 0, absent: 1, other: 2 } as const;

/** The matching rows, once each: those under our request id first, then oldest first. */
export function candidatesOf(rows: readonly TTransfer[], i: TReadBackIntent, w: TWindow): TCandidate[] {
  const seen = new Set<number>();
  return rows
    .filter((t) => !seen.has(t.id) && seen.add(t.id) && matchesIntent(t, i, w))
    .map((t) => candidateOf(t, i))
    .sort(
      (a, b) =>
        RANK[a.requestId] - RANK[b.requestId] || a.transfer.createdAt.localeCompare(b.transfer.createdAt),
    );
}

/**
 * The offsets to read after the first page when `listed` rows match the query. The list's order is not
 * shown, so when the budget cannot cover it all, half is spent at each end: a new transfer is at one end
 * in a list sorted by time either way.
 */
export function laterOffsets(listed: number, limit = READ_BACK_PAGE, maxPages = READ_BACK_MAX_PAGES) {
  const pages = Math.ceil(listed / limit);
  const all = Array.from({ length: Math.max(0, pages - 1) }, (_, k) => (k + 1) * limit);
  if (pages <= maxPages) return all;
  const front = Math.ceil(maxPages / 2) - 1; // the first page is already read
  const back = maxPages - 1 - front;
  return [...all.slice(0, front), ...all.slice(all.length - back)];
}
