// Money for machines: minor units → the exact decimal of major units, as a CSV cell or a URL carries it
// ("1234.56", "-5", "0.125"). Client-safe.

import { resolveCurrency, type Currency } from "./currencies";

/**
 * An exact plain decimal of major units: no grouping, "." before the decimals, "-" for negatives, and
 * exactly the currency's decimals (500 EUR cents → "5.00": the precision is part of the figure). Cut from
 * the integer's digits, never divided as a float, so 2^53 − 1 cents stays exact. An unknown currency throws:
 * without its exponent the figure cannot be placed.
 */
export function toPlainDecimal(minor: bigint | number, currency: string | Currency): string {
  const cur = resolveCurrency(currency);
  if (!cur) throw new RangeError(`Unknown currency ${JSON.stringify(currency)}.`);
  if (typeof minor === "number" && !Number.isSafeInteger(minor)) {
    throw new RangeError(`${minor} is not a whole number of minor units.`);
  }
  const value = BigInt(minor);
  const digits = (value < 0n ? -value : value).toString().padStart(cur.decimals + 1, "0");
  const cut = digits.length - cur.decimals;
  const text = cur.decimals > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
  return value < 0n ? `-${text}` : text;
}
