// ISO 4217 currencies and their minor-unit exponent (the number of decimals an amount can have), and the
// ledger's `<code>/<decimal places>` form (`EUR/2`). Client-safe: no imports.

/** ISO 4217 minor units: the ledger's currencies (sandbox/ledger/currencies.ts) plus common others. */
const CODES_BY_DECIMALS: readonly (readonly [number, string])[] = [
  [0, "JPY ISK KRW CLP VND XOF XAF XPF PYG UGX RWF"],
  [2, "EUR USD GBP CHF SEK NOK DKK PLN CZK HUF RON BGN CAD AUD NZD CNY HKD SGD INR MXN BRL ZAR TRY ILS"],
  [2, "AED SAR QAR RSD UAH MAD EGP THB MYR PHP IDR"],
  [3, "BHD KWD JOD OMR TND IQD LYD"],
  [4, "CLF UYW"],
];
const MINOR_UNITS: ReadonlyMap<string, number> = new Map(
  CODES_BY_DECIMALS.flatMap(([decimals, codes]) => codes.split(" ").map((code) => [code, decimals] as const)),
);

export type Currency = { code: string; decimals: number };

/** The most decimals a currency may have here (ISO 4217 has none above 4). */
export const MAX_DECIMALS = 4;

/** Decimals of a known ISO 4217 code (`EUR` → 2, `JPY` → 0, `BHD` → 3); null when unknown. */
export function currencyDecimals(code: string): number | null {
  return MINOR_UNITS.get(code) ?? null;
}

/** True for a code in the table above (upper case only: `eur` is not a code). */
export function isCurrencyCode(code: string): boolean {
  return currencyDecimals(code) !== null;
}

/**
 * A posting's currency as the ledger returns it: `EUR/2` → { code: "EUR", decimals: 2 }. The ledger is the
 * authority for its own postings, so any three upper-case letters are accepted with the decimals it states;
 * malformed text, lower case, a sign, or more than 4 decimals is null.
 */
export function parseLedgerCurrency(text: string): Currency | null {
  const match = /^([A-Z]{3})\/(\d)$/.exec(text);
  if (!match) return null;
  const decimals = Number(match[2]);
  return decimals <= MAX_DECIMALS ? { code: match[1]!, decimals } : null;
}

/** `EUR`, `EUR/2` or { code, decimals } → Currency; null when unknown, malformed or out of range. */
export function resolveCurrency(currency: string | Currency): Currency | null {
  if (typeof currency !== "string") {
    const { code, decimals } = currency;
    const valid = /^[A-Z]{3}$/.test(code) && Number.isInteger(decimals) && decimals >= 0;
    return valid && decimals <= MAX_DECIMALS ? { code, decimals } : null;
  }
  if (currency.includes("/")) return parseLedgerCurrency(currency);
  const decimals = currencyDecimals(currency);
  return decimals === null ? null : { code: currency, decimals };
}
