import type { TPayment } from "@/lib/domain/payments/payments";

// Sorting the queue in the browser: the platform sorts newest first only, and the whole queue (up to its
// cap) is already here. Amounts compare as integers within a currency, currencies by code first, so a
// "largest first" sort never ranks 100 JPY above 90 EUR.

export const SORT_KEYS = [
  "amount",
  "currency",
  "method",
  "direction",
  "debtor",
  "creditor",
  "endToEndId",
  "created",
] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export type TSort = { key: TSortKey; desc: boolean };

/** The platform's own order: newest first. */
export const DEFAULT_SORT: TSort = { key: "created", desc: true };

const text = (v: string | null) => v ?? "";
const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

function compare(a: TPayment, b: TPayment, key: TSortKey): number {
  switch (key) {
    case "amount":
      return a.currency === b.currency ? a.amount - b.amount : collator.compare(a.currency, b.currency);
    case "currency":
      return collator.compare(a.currency, b.currency);
    case "method":
      return collator.compare(text(a.method), text(b.method));
    case "direction":
      return collator.compare(a.direction, b.direction);
    case "debtor":
      return collator.compare(text(a.debtorName ?? a.debtorAccount), text(b.debtorName ?? b.debtorAccount));
    case "creditor":
      return collator.compare(
        text(a.creditorName ?? a.creditorAccount),
        text(b.creditorName ?? b.creditorAccount),
      );
    case "endToEndId":
      return collator.compare(text(a.endToEndId), text(b.endToEndId));
    case "created":
      return text(a.createdAt).localeCompare(text(b.createdAt));
  }
}

/** A stable sort: ties keep the platform's order (then the higher id first, as the platform does). */
export function sortPayments(rows: readonly TPayment[], sort: TSort): TPayment[] {
  const dir = sort.desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => dir * compare(x.row, y.row, sort.key) || x.index - y.index)
    .map((x) => x.row);
}

/** Clicking a header: the same column flips its direction; another starts descending for amounts and times. */
export function nextSort(current: TSort, key: TSortKey): TSort {
  if (current.key === key) return { key, desc: !current.desc };
  return { key, desc: key === "amount" || key === "created" };
}
