// Currencies the ledger knows, with their ISO 4217 minor-unit exponent: postings are written with the
// code (EUR) and read back as `<code>/<decimal places>` (EUR/2) —
// docs/platform-interface.md#ledger-transactions. A code outside this table is refused with a 400 violation
// (the sandbox's assumption: the interface does not list the currencies it supports).

const DECIMALS: Readonly<Record<string, number>> = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  BGN: 2,
  CAD: 2,
  AUD: 2,
  JPY: 0,
  ISK: 0,
  KRW: 0,
  BHD: 3,
  KWD: 3,
  JOD: 3,
  OMR: 3,
  TND: 3,
};

export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(DECIMALS, code);
}

/** `EUR` → `EUR/2`, the form a posting's currency is read back in. */
export function currencyWire(code: string): string {
  return `${code}/${DECIMALS[code] ?? 2}`;
}
