// Amounts as people type them, in major units ("1,234.56", "1.234,56", "1 234,56"), to exact minor units.
// No floating point anywhere: the typed digits are checked as text and become a bigint. Client-safe.

import { isCurrencyCode, resolveCurrency, type Currency } from "./currencies";
import { formatMinor, localeNumbers, MINUS } from "./format";

export type ParseResult = { ok: true; minor: bigint } | { ok: false; error: string };
export type ParseOptions = { allowNegative?: boolean; locale?: string };

/**
 * The largest amount accepted, in minor units: Number.MAX_SAFE_INTEGER (2^53 − 1, 16 digits; ≈ 90 trillion
 * EUR, ≈ 9 quadrillion JPY). Every amount typed here is sent to the platform, whose JSON integers are
 * numbers: above this bound it could not be sent exactly, so it is refused while the user can still fix
 * it, rather than thrown by toMinorNumber later. (It also fits a 64-bit ledger column with room to spare.)
 */
export const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

const fail = (error: string): ParseResult => ({ ok: false, error });

/** A leading or trailing ISO code, as in a pasted "1,234.56 EUR": the code and the rest, or null. */
function splitCode(text: string, own: string): [string, string] | null {
  const isCode = (s: string) => s.toUpperCase() === own || isCurrencyCode(s.toUpperCase());
  const lead = /^([A-Za-z]{3})\s*(.*)$/s.exec(text);
  if (lead && isCode(lead[1]!)) return [lead[1]!.toUpperCase(), lead[2]!];
  const trail = /^(.*?)\s*([A-Za-z]{3})$/s.exec(text);
  return trail && isCode(trail[2]!) ? [trail[2]!.toUpperCase(), trail[1]!] : null;
}

/**
 * A major-unit amount typed by a person → exact minor units, or a sentence saying what to fix.
 *
 * The locale decides the decimal separator ("." for en, "," for de and fr); the other of "." and "," may
 * only group thousands, as may spaces (incl. no-break and narrow no-break) and apostrophes (de-CH). Groups
 * must be well formed (1,234,567 or the Indian 12,34,567), one kind per amount, and only before the
 * decimals. So "1,5" in en or "1.5" in de — a decimal in the other convention — is refused, not misread.
 * Decimals beyond the currency's precision are refused even when zero ("1.500" EUR): they mean 1500 to a
 * reader of the other convention. A matching ISO code before or after the number is ignored.
 */
export function parseMajorAmount(
  input: string,
  currency: string | Currency,
  opts: ParseOptions = {},
): ParseResult {
  const cur = resolveCurrency(currency);
  if (!cur) return fail(`${JSON.stringify(currency)} is not a currency Countersign knows.`);
  let text = input.trim();
  if (text === "") return fail("Enter an amount.");
  if (text.length > 64) return fail("That amount is too long.");
  const coded = splitCode(text, cur.code);
  if (coded && coded[0] !== cur.code) return fail(`This amount is in ${cur.code}, not ${coded[0]}.`);
  if (coded) text = coded[1];

  const sign = /^([+\-\u2212])\s*/.exec(text);
  const negative = sign?.[1] === "-" || sign?.[1] === MINUS;
  if (sign) text = text.slice(sign[0].length);
  if (negative && !opts.allowNegative) return fail("The amount cannot be negative here.");
  if (/^[\d.,]*\d[eE][+-]?\d+$/.test(text)) {
    return fail("Type the amount in full: exponent notation such as 1e6 is not accepted.");
  }
  if (!/^[\d.,'\u2019\s]*$/.test(text) || /[^\S \u00a0\u202f\u2009]/.test(text)) {
    return fail("Use only digits, a decimal separator and thousands separators.");
  }
  if (!/\d/.test(text)) return fail("Enter an amount in digits.");

  const decimal = localeNumbers(opts.locale).decimal === "," ? "," : ".";
  const example = formatMinor(BigInt("1234567" + "891".slice(0, cur.decimals)), cur, {
    locale: opts.locale,
    withCode: false,
  });
  const malformed = fail(
    `Write the amount like ${example}: “${decimal}” before the decimals, thousands by three.`,
  );
  const parts = text.split(decimal);
  if (parts.length > 2) return malformed;
  const [whole = "", fraction = ""] = parts;
  if (!/^\d*$/.test(fraction)) return malformed;
  if (!/^\d*$/.test(whole)) {
    const separators = new Set(whole.match(/\D/g)?.map((c) => (/\s/.test(c) ? " " : c === "’" ? "'" : c)));
    const grouped = whole.replace(/\D/g, ",");
    if (separators.size !== 1 || !/^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})*,\d{3}$/.test(grouped))
      return malformed;
  }
  if (fraction.length > cur.decimals) {
    const most = cur.decimals === 1 ? "at most 1 decimal" : `at most ${cur.decimals} decimals`;
    return fail(`${cur.code} amounts have ${cur.decimals === 0 ? "no decimals" : most}.`);
  }

  const magnitude = BigInt(whole.replace(/\D/g, "") + fraction.padEnd(cur.decimals, "0"));
  if (magnitude > MAX_MINOR) {
    return fail(`That amount is too large: at most ${formatMinor(MAX_MINOR, cur, { locale: opts.locale })}.`);
  }
  return { ok: true, minor: negative ? -magnitude : magnitude };
}

/**
 * Minor units as the number the platform's JSON carries; throws beyond ±Number.MAX_SAFE_INTEGER, where a
 * number can no longer hold every integer and the amount would silently change.
 */
export function toMinorNumber(minor: bigint): number {
  if (minor > MAX_MINOR || minor < -MAX_MINOR) {
    throw new RangeError(`${minor} minor units cannot be sent exactly: beyond ±${Number.MAX_SAFE_INTEGER}.`);
  }
  return Number(minor);
}
