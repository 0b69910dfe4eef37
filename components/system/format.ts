// Small formatting helpers of the System page. Client-safe and pure.

export const percent = (rate: number | null) =>
  rate === null ? "—" : `${(rate * 100).toFixed(rate > 0 && rate < 0.01 ? 2 : 1)} %`;

export const ms = (value: number | null) => (value === null ? "—" : `≤ ${value.toLocaleString("en-GB")} ms`);

/** "3 d 4 h", "2 h 05 min", "42 min", "12 s": an uptime or a lag. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
