// The amount of a new payment: euro, typed or given by a file in major units as "1234.56". A file's figure
// is not a person's locale: "1,234" is refused rather than read as either 1234 or 1.234. The digits
// become exact cents through lib/money's parser, never through a float. Client-safe.

import { parseMajorAmount, toMinorNumber } from "@/lib/money";
import type { TCheck } from "./check";

/** 999,999,999.99 EUR: the largest amount this form sends (SEPA's own limit for a credit transfer). */
export const MAX_AMOUNT_MINOR = 99_999_999_999;

/** "1234.56" → 123456 cents, or the one thing to fix. */
export function checkEurAmount(input: string): TCheck<number> {
  const text = input.trim();
  const fail = (error: string): TCheck<number> => ({ ok: false, error });
  if (text === "") return fail("Enter an amount.");
  if (/^-/.test(text)) return fail("The amount cannot be negative.");
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return fail("Write the amount in digits with “.” before the cents and no thousands separators: 1234.56.");
  }
  const tooLarge = fail("The amount can be at most 999999999.99 EUR.");
  // Whole euros first, so that a long run of digits gets this sentence, not the parser's own bound.
  if (BigInt(text.split(".")[0]!) > BigInt(Math.floor(MAX_AMOUNT_MINOR / 100))) return tooLarge;
  const parsed = parseMajorAmount(text, "EUR", { locale: "en-US" });
  if (!parsed.ok) return fail(parsed.error);
  if (parsed.minor <= 0n) return fail("Enter an amount above zero.");
  return { ok: true, value: toMinorNumber(parsed.minor) };
}
