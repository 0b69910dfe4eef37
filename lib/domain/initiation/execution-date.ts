// The requested execution date of a SEPA credit transfer: a real calendar day, from today (in the
// institution's time zone, given by the caller) to one year ahead. Client-safe and clock-free: the
// caller's `today` is the only notion of now, so the browser and the server agree when given the same.

import type { TCheck } from "./check";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The same day a year later ("2027-02-28" for "2026-02-28"; 29 February moves to 1 March). */
export function oneYearAfter(day: string): string {
  const [, y, m, d] = ISO_DAY.exec(day)!;
  return new Date(Date.UTC(Number(y) + 1, Number(m) - 1, Number(d))).toISOString().slice(0, 10);
}

/** Whether "YYYY-MM-DD" names a day of the calendar ("2026-02-30" does not). */
export function isRealDay(day: string): boolean {
  const parts = ISO_DAY.exec(day);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return parts[1] !== "0000" && date.toISOString().slice(0, 10) === day;
}

/** A typed execution date → the date, or the one thing to fix. Same-format days compare as text. */
export function checkExecutionDate(input: string, today: string): TCheck<string> {
  const day = input.trim();
  const fail = (error: string): TCheck<string> => ({ ok: false, error });
  if (!ISO_DAY.test(day)) return fail("Write the date as YYYY-MM-DD, for example 2026-12-01.");
  if (!isRealDay(day)) return fail(`${day} is not a day of the calendar.`);
  if (day < today) return fail(`The execution date cannot be in the past: today is ${today}.`);
  const latest = oneYearAfter(today);
  if (day > latest) return fail(`The execution date can be at most one year ahead: ${latest} at the latest.`);
  return { ok: true, value: day };
}
