// How long something has waited (a payment, a cancellation request), compact enough for a dense column:
// "<1 min", "42 min", "3 h 05 min", "2 d 4 h". Client-safe and pure (the clock is passed in).

export function formatAge(iso: string | null, now: number): string {
  if (!iso) return "—";
  const ms = Math.max(0, now - new Date(iso).getTime());
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "<1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
