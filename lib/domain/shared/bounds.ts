import { z } from "zod";

// Client-safe building blocks that keep a number, a date or a locale from the outside inside what the
// database column (or Intl) can take. Without them a syntactically fine value (an id of 20 nines, the year
// 10000, a rule-set version of 2^31) passed the schema and overflowed in PostgreSQL, a 500 instead of a 400
// with a field message (README.md, Security: bad input).

/** PostgreSQL bigint (int8) and integer (int4) maxima. */
export const INT8_MAX = 9_223_372_036_854_775_807n;
export const INT4_MAX = 2_147_483_647;

/** ISO 8601's four-digit years, which PostgreSQL's timestamps and the platform's dates all take. */
export const MIN_TIME = Date.parse("0001-01-01T00:00:00.000Z");
export const MAX_TIME = Date.parse("9999-12-31T23:59:59.999Z");
export const DATE_RANGE_MESSAGE = "A date between the years 1 and 9999.";

/** True for a valid Date within the years 0001–9999. */
export const inDateRange = (d: Date): boolean => {
  const t = d.getTime();
  return t >= MIN_TIME && t <= MAX_TIME;
};

/** True when `digits` is 1–19 digits making a whole number no larger than int8's maximum. */
export const fitsInt8 = (digits: string): boolean => /^\d{1,19}$/.test(digits) && BigInt(digits) <= INT8_MAX;

/**
 * A bigint database id (or keyset position) as text: 1–19 digits, at most 2^63−1. Stays a string (ids are
 * strings on the wire: bigint does not survive JSON); the service turns it into a BigInt.
 */
export const zInt8Id = (message: string) =>
  z
    .string(message)
    // abort: zod runs later checks after a failed one, and the size only means something for digits.
    .regex(/^\d{1,19}$/, { message, abort: true })
    .refine(fitsInt8, `${message} It is too large.`);

/** A positive int4 (an integer column: rule-set versions), from a number or, coerced, from URL text. */
export const zInt4 = (message: string) =>
  z.number(message).int(message).positive(message).max(INT4_MAX, `${message} It is too large.`);

/** An ISO 8601 date-time with a zone, normalised to UTC, within the years 0001–9999. */
export const zBoundedIsoDateTime = (message = "Not a date and time (ISO 8601 with a zone).") =>
  z.iso
    .datetime({ offset: true, message, abort: true })
    .refine((v) => inDateRange(new Date(v)), DATE_RANGE_MESSAGE)
    .transform((v) => new Date(v).toISOString());

/** True when `tag` is one well-formed BCP 47 language tag (what Intl.NumberFormat accepts without a RangeError). */
export function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** The reader's locale (it decides how an amount was typed): one BCP 47 tag, else a field message. */
export const zLocale = () =>
  z.string("Not a locale.").max(35, "Not a locale.").refine(isLocale, "Not a locale.");
