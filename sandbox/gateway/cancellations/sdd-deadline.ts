import type { TPayment } from "../../state/model";

// An SDD return, refusal or refund asked for past the scheme's deadline is refused with a 4xx before anything
// is created, and the reversal window is five interbank business days
// (docs/platform-interface.md#answering-a-cancellation). The sandbox's model: the deadline is the end (UTC)
// of the fifth TARGET business day after the payment's settlement date (its booking date when it has none).

const DAY = 86_400_000;
export const SDD_WINDOW_BUSINESS_DAYS = 5;

/** Sandbox time (ms) after which an SDD return for this payment is refused. */
export function sddReturnDeadline(payment: TPayment): number {
  let day = Date.parse(`${(payment.settlement_date ?? payment.datetime).slice(0, 10)}T00:00:00Z`);
  for (let counted = 0; counted < SDD_WINDOW_BUSINESS_DAYS;) {
    day += DAY;
    if (isTargetBusinessDay(new Date(day))) counted++;
  }
  return day + DAY - 1;
}

/** TARGET closing days: Saturdays, Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function isTargetBusinessDay(d: Date): boolean {
  const weekday = d.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = `${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
  if (["1-1", "5-1", "12-25", "12-26"].includes(md)) return false;
  const easter = easterSunday(d.getUTCFullYear());
  return d.getTime() !== easter - 2 * DAY && d.getTime() !== easter + DAY;
}

/** Gregorian Easter Sunday (anonymous algorithm), midnight UTC, in ms. */
function easterSunday(year: number): number {
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
