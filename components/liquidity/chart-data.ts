import { groupOf, type TStatusGroup, type TTransferPoint } from "@/lib/domain/liquidity/liquidity";

// The amounts moved per day, by status group, for the chart and its table. Days are calendar days in the
// reader's zone (a transfer at 23:30 UTC belongs to the next day in Vilnius). Pure, so it is unit-tested.

export type TDay = { day: string; count: number } & Record<TStatusGroup, bigint>;
export const GROUPS: readonly TStatusGroup[] = ["completed", "moving", "rejected"];
/** Beyond this many days between the first and last, days without transfers are left out. */
export const MAX_FILLED_DAYS = 92;

const dayFormat = new Map<string, Intl.DateTimeFormat>();
/** "YYYY-MM-DD" of an instant in a zone. */
export function dayOf(iso: string, timeZone: string): string {
  let f = dayFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormat.set(timeZone, f);
  }
  return f.format(new Date(iso));
}

const empty = (day: string): TDay => ({ day, count: 0, completed: 0n, moving: 0n, rejected: 0n });

/** The calendar days from `first` to `last` ("YYYY-MM-DD"), both included; zone-free date arithmetic. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export function amountsByDay(points: readonly TTransferPoint[], timeZone: string): TDay[] {
  const byDay = new Map<string, TDay>();
  for (const [createdAt, amount, status] of points) {
    const group = groupOf(status);
    if (!group) continue;
    const day = dayOf(createdAt, timeZone);
    const d = byDay.get(day) ?? empty(day);
    d[group] += BigInt(amount);
    d.count += 1;
    byDay.set(day, d);
  }
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return [];
  const all = daysBetween(days[0]!, days[days.length - 1]!);
  const keys = all.length <= MAX_FILLED_DAYS ? all : days;
  return keys.map((day) => byDay.get(day) ?? empty(day));
}

/** The largest day's total, for the scale. */
export const peakOf = (days: readonly TDay[]) =>
  days.reduce((max, d) => {
    const total = d.completed + d.moving + d.rejected;
    return total > max ? total : max;
  }, 0n);
