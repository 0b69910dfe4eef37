// The deadline for accepting (returning) an SEPA direct debit answered through v1: the end (UTC) of the
// fifth TARGET business day after the payment's settlement date, or its booking date when it has none
// (docs/platform-interface.md#limits: five interbank business days; the interface
// does not say how they are counted: docs/platform.md, Assumptions → "SDD deadline and its code").
// Pure: the page shows it and the respond form refuses acceptance after it.

const DAY = 86_400_000;
export const SDD_WINDOW_BUSINESS_DAYS = 5;

/** End of the acceptance window for a payment settled (or booked) on `date` (YYYY-MM-DD or ISO): ISO 8601. */
export function sddAcceptDeadline(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  let day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(day)) return null;
  for (let counted = 0; counted < SDD_WINDOW_BUSINESS_DAYS;) {
    day += DAY;
    if (isTargetBusinessDay(day)) counted++;
  }
  return new Date(day + DAY - 1).toISOString();
}

/** TARGET2 is closed on Saturdays, Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function isTargetBusinessDay(utcMidnight: number): boolean {
  const d = new Date(utcMidnight);
  const weekday = d.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = `${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
  if (md === "1-1" || md === "5-1" || md === "12-25" || md === "12-26") return false;
  const easter = easterSunday(d.getUTCFullYear());
  return utcMidnight !== easter - 2 * DAY && utcMidnight !== easter + DAY;
}

/** Gregorian Easter Sunday (the anonymous Gregorian algorithm), midnight UTC in ms. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}
