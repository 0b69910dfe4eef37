// The ledger's currencies: read postings carry `<code>/<decimal places>` ("EUR/2"), written postings the
// plain code (docs/platform.md, Ledger: "Parse `<code>/<decimals>` from reads; write the plain code").
// Client-safe: the transaction page and the postings editor both use it.

import { currencyDecimals, parseLedgerCurrency, type Currency } from "./currencies";
import { formatMinor, type FormatOptions } from "./format";

/**
 * The currencies the ledger accepts on a posting. the interface does not list them; these are the
 * sandbox's (sandbox/ledger/currencies.ts), which follow ISO 4217's minor units. A posting in any other
 * code would be refused with a 400, so the editor offers only these.
 */
export const LEDGER_CURRENCIES: readonly Currency[] = [
  ...["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "BGN", "CAD", "AUD"].map(
    (code) => ({ code, decimals: 2 }),
  ),
  ...["JPY", "ISK", "KRW"].map((code) => ({ code, decimals: 0 })),
  ...["BHD", "KWD", "JOD", "OMR", "TND"].map((code) => ({ code, decimals: 3 })),
];

const BY_CODE: ReadonlyMap<string, Currency> = new Map(LEDGER_CURRENCIES.map((c) => [c.code, c]));

/** The currency of a posting the editor may write, or null when the ledger does not take it. */
export function ledgerCurrency(code: string): Currency | null {
  return BY_CODE.get(code) ?? null;
}

export type TLedgerCurrencyParse = { ok: true; currency: Currency } | { ok: false; error: string };

/**
 * A posting's currency as read: `EUR/2` → { code: "EUR", decimals: 2 }, the ledger's stated decimals
 * winning (it is the authority on its own postings). A plain code (`EUR`), which a ledger could also send,
 * is tolerated when Countersign knows its minor units. Anything else is refused with a sentence, so the
 * page says which posting it cannot show rather than guessing a precision — a wrong one moves the decimal
 * point by orders of magnitude.
 */
export function parsePostingCurrency(text: string): TLedgerCurrencyParse {
  const parsed = parseLedgerCurrency(text);
  if (parsed) return { ok: true, currency: parsed };
  if (/^[A-Z]{3}$/.test(text)) {
    const decimals = currencyDecimals(text);
    return decimals === null
      ? {
          ok: false,
          error: `The ledger gave the currency “${text}” without its decimals, and it is not one Countersign knows.`,
        }
      : { ok: true, currency: { code: text, decimals } };
  }
  return {
    ok: false,
    error: `“${text.slice(0, 20)}” is not a currency in the ledger's form <code>/<decimal places> (e.g. EUR/2).`,
  };
}

/** The code to show for a currency the ledger sent: `EUR/2` → `EUR`; anything else as it came. */
export function currencyCode(text: string): string {
  return parseLedgerCurrency(text)?.code ?? text;
}

/**
 * A posting's amount in its currency's precision, with the code ("1,234.56 EUR"), or null when the
 * currency cannot be read (see parsePostingCurrency): the caller then shows the minor units as they are.
 */
export function formatPostingAmount(
  minor: number | bigint,
  currencyText: string,
  opts: FormatOptions = {},
): string | null {
  const parsed = parsePostingCurrency(currencyText);
  return parsed.ok ? formatMinor(minor, parsed.currency, opts) : null;
}
