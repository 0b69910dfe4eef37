// Money display: minor units → "1,234.56 EUR" / "1.234,56 EUR" / "1 234,56 EUR", exactly. Client-safe.

import { resolveCurrency, type Currency } from "./currencies";

export type FormatOptions = {
  /** BCP 47 tag of the user's locale; the runtime's default when omitted. */
  locale?: string;
  /** "auto": a minus for negatives only; "always": also "+" for zero and up; "exceptZero": "+" above zero. */
  signDisplay?: "auto" | "always" | "exceptZero";
  /** Append the ISO code (default true). */
  withCode?: boolean;
};

/**
 * U+2212 MINUS SIGN, not the hyphen most locales give: it is as wide as "+" and the digits under tabular
 * figures, and unmistakable, so a negative or outgoing amount reads as such without relying on colour.
 */
export const MINUS = "\u2212";

/** Between the number and its code: a no-break space, so the code never wraps away from its amount. */
const CODE_GAP = "\u00a0";

export type LocaleNumbers = {
  /** Formats a bigint integer part with the locale's grouping (exact: bigints never pass through a float). */
  integer: Intl.NumberFormat;
  /** The locale's decimal separator, its group separator, and its digits 0–9. */
  decimal: string;
  group: string;
  digits: readonly string[];
};

const cache = new Map<string, LocaleNumbers>();

/** The locale's number conventions, read from Intl once per locale. */
export function localeNumbers(locale?: string): LocaleNumbers {
  const key = locale ?? "";
  let found = cache.get(key);
  if (!found) {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    found = {
      integer,
      decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
      group: parts.find((p) => p.type === "group")?.value ?? ",",
      digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    };
    cache.set(key, found);
  }
  return found;
}

function toBigInt(minor: bigint | number): bigint {
  if (typeof minor === "bigint") return minor;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units.`);
  return BigInt(minor);
}

/**
 * Minor units shown in the currency's precision and the user's locale, with the ISO code beside them:
 * formatMinor(123456n, "EUR", { locale: "de-DE" }) → "1.234,56 EUR". `currency` is a code (`EUR`), the
 * ledger's form (`EUR/2`) or { code, decimals }; an unknown currency throws.
 *
 * Exact: the decimal string is cut from the integer's digits (never divided as a float); Intl groups the
 * integer part as a bigint, and the fraction digits are appended after the locale's decimal separator.
 * (Node 20's Intl.NumberFormat also formats a decimal string exactly — Intl.NumberFormat v3, checked in
 * money.test.ts — but browsers before it, e.g. Firefox < 116, which Next's targets still include, read a
 * string as a Number and would round amounts beyond 2^53; bigint formatting is exact everywhere.)
 *
 * The code rather than a symbol: in a multi-currency back office "$" is USD, CAD or AUD, "kr" is SEK, NOK,
 * DKK or ISK, and a symbol's position and spacing change with the locale; a code is unambiguous, aligns in
 * a column, and is what the ledger and the platform use.
 */
export function formatMinor(
  minor: bigint | number,
  currency: string | Currency,
  opts: FormatOptions = {},
): string {
  const cur = resolveCurrency(currency);
  if (!cur) throw new RangeError(`Unknown currency ${JSON.stringify(currency)}.`);
  const value = toBigInt(minor);
  const numbers = localeNumbers(opts.locale);
  const digits = (value < 0n ? -value : value).toString().padStart(cur.decimals + 1, "0");
  const cut = digits.length - cur.decimals;
  let text = numbers.integer.format(BigInt(digits.slice(0, cut)));
  if (cur.decimals > 0) {
    text += numbers.decimal + digits.slice(cut).replace(/\d/g, (d) => numbers.digits[Number(d)] ?? d);
  }
  const { signDisplay = "auto" } = opts;
  const plus = signDisplay === "always" || (signDisplay === "exceptZero" && value > 0n);
  const sign = value < 0n ? MINUS : plus ? "+" : "";
  return sign + text + (opts.withCode === false ? "" : CODE_GAP + cur.code);
}
