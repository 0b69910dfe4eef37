import type { TSandboxContext } from "../../context";
import type { TPayment } from "../../state/model";
import { boundOf, type TEdge, type TPaymentEntry } from "../../state/payment-order";
import { decodeToken, encodeToken, fingerprintOf, type TPage } from "./cursor";
import { matches, type TPaymentFilter } from "./filters";

// One search for both versions: keyset pages over the store's ordered index (newest datetime first, then
// the higher id). A cursor is found by binary search and the scan stops at limit + 1 matches, so a page
// costs about the same at 100,000 payments as at 100. Payments created between calls never shift a later
// page: a token names an edge (datetime + id), not an offset.
//
// The index is kept oldest first, so "forward" in the list (towards older payments) is down the array.

type TRange = { lo: number; hi: number };

/** Where a payment matching `filter` can be at all: the date-time bounds and the id narrow the scan. */
function rangeOf(ctx: TSandboxContext, asc: readonly TPaymentEntry[], filter: TPaymentFilter): TRange {
  if (filter.transactionId !== undefined) {
    const p = ctx.store.payments.get(filter.transactionId);
    if (!p) return { lo: 0, hi: 0 };
    const lo = boundOf(asc, { t: Date.parse(p.datetime), i: p.transaction_id });
    return { lo, hi: lo + 1 };
  }
  const lo = filter.datetimeFrom === undefined ? 0 : boundOf(asc, { t: filter.datetimeFrom, i: -Infinity });
  const hi =
    filter.datetimeTo === undefined ? asc.length : boundOf(asc, { t: filter.datetimeTo, i: Infinity }, false);
  return { lo, hi: Math.max(lo, hi) };
}

/** Up to `count` matches from `from`, stepping by `step` (−1: older, +1: newer), staying inside `r`. */
function collect(
  asc: readonly TPaymentEntry[],
  filter: TPaymentFilter,
  r: TRange,
  from: number,
  step: 1 | -1,
  count: number,
): TPaymentEntry[] {
  const out: TPaymentEntry[] = [];
  const start = step < 0 ? Math.min(from, r.hi - 1) : Math.max(from, r.lo);
  for (let k = start; k >= r.lo && k < r.hi && out.length < count; k += step) {
    const e = asc[k]!;
    if (matches(e.p, filter, e.t)) out.push(e);
  }
  return out;
}

export function searchPayments(
  ctx: TSandboxContext,
  filter: TPaymentFilter,
  page: { limit: number; next?: string; prev?: string },
  fields: { next: string; prev: string },
): TPage<TPayment> {
  const fingerprint = fingerprintOf(filter);
  const asc = ctx.store.paymentOrder.ascending(ctx.store.payments);
  const r = rangeOf(ctx, asc, filter);
  const any = (from: number, step: 1 | -1) => collect(asc, filter, r, from, step, 1).length > 0;
  let items: TPaymentEntry[];
  let hasNext: boolean;
  let hasPrev: boolean;
  let anchor: TEdge | undefined;

  if (page.prev !== undefined) {
    // The `limit` matches just newer than the anchor, shown newest first.
    anchor = decodeToken(page.prev, "prev", fingerprint, fields.prev);
    const newer = boundOf(asc, anchor, false);
    const found = collect(asc, filter, r, newer, 1, page.limit + 1);
    hasPrev = found.length > page.limit;
    items = found.slice(0, page.limit).reverse();
    hasNext = any(newer - 1, -1); // the anchor itself or anything older
  } else {
    // The first page, or the `limit` matches just older than the anchor.
    if (page.next !== undefined) anchor = decodeToken(page.next, "next", fingerprint, fields.next);
    const older = anchor ? boundOf(asc, anchor) - 1 : asc.length - 1;
    const found = collect(asc, filter, r, older, -1, page.limit + 1);
    hasNext = found.length > page.limit;
    items = found.slice(0, page.limit);
    hasPrev = anchor !== undefined && any(older + 1, 1); // the anchor itself or anything newer
  }

  const firstEdge = items[0] ?? anchor;
  const lastEdge = items[items.length - 1] ?? anchor;
  return {
    items: items.map((e) => e.p),
    next: hasNext && lastEdge ? encodeToken("next", lastEdge, fingerprint) : null,
    prev: hasPrev && firstEdge ? encodeToken("prev", firstEdge, fingerprint) : null,
  };
}
