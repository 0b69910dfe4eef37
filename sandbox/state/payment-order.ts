import type { TPayment } from "./model";

// The payments in the searches' order, kept as they are created, so a page of GET /v3/payments or the v2
// search costs a binary search and a short scan instead of filtering and sorting the whole store (the CSV
// export pages through 100,000 payments a hundred at a time). Kept oldest first: a live payment (now, the
// highest id) is appended; a backdated one (seed data, scenes, the bulk scene) only marks the order stale,
// and the next read sorts once (V8's TimSort takes a nearly sorted array in about one pass).
//
// `datetime` and `transaction_id` never change after creation, so an entry's place never moves.

/** A payment's place: creation instant in ms, then id (the list shows newest first, then the higher id). */
export type TPaymentEntry = { t: number; i: number; p: TPayment };
export type TEdge = { t: number; i: number };

/** Ascending (oldest first) comparison of places. */
export const compareEdges = (a: TEdge, b: TEdge): number => a.t - b.t || a.i - b.i;

export class PaymentOrder {
  private asc: TPaymentEntry[] = [];
  private sorted = true;

  add(p: TPayment): void {
    const entry = { t: Date.parse(p.datetime), i: p.transaction_id, p };
    const last = this.asc[this.asc.length - 1];
    if (last && compareEdges(last, entry) > 0) this.sorted = false;
    this.asc.push(entry);
  }

  clear(): void {
    this.asc = [];
    this.sorted = true;
  }

  /**
   * Every payment, oldest first. `all` is the store's map: should anything have put a payment there
   * without add(), the sizes differ and the order is rebuilt rather than silently missing it.
   */
  ascending(all: ReadonlyMap<number, TPayment>): readonly TPaymentEntry[] {
    if (this.asc.length !== all.size) {
      this.clear();
      for (const p of all.values()) this.add(p);
    }
    if (!this.sorted) {
      this.asc.sort(compareEdges);
      this.sorted = true;
    }
    return this.asc;
  }
}

/** The first index whose entry is not below `edge` (lower bound); `inclusive: false` → strictly above. */
export function boundOf(asc: readonly TEdge[], edge: TEdge, inclusive = true): number {
  let lo = 0;
  let hi = asc.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareEdges(asc[mid]!, edge);
    if (c < 0 || (!inclusive && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
