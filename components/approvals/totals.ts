// Totals per currency of a selection, exact: minor units add up as bigints, never as floats. Client-safe.

export type TCurrencyTotal = { currency: string; minor: bigint; count: number };

export function totalsByCurrency(rows: readonly { amount: number; currency: string }[]): TCurrencyTotal[] {
  const byCode = new Map<string, TCurrencyTotal>();
  for (const r of rows) {
    const t = byCode.get(r.currency) ?? { currency: r.currency, minor: 0n, count: 0 };
    t.minor += BigInt(r.amount);
    t.count += 1;
    byCode.set(r.currency, t);
  }
  return [...byCode.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
