// "Today" for a requested execution date: the SEPA schemes run on TARGET business days, counted in Central
// European time, so the day is the same for a person in Lisbon, a server in UTC and the platform.

const SEPA_ZONE = "Europe/Brussels";

/** The date (YYYY-MM-DD) in the SEPA schemes' zone at `now`. */
export function sepaToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SEPA_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}
