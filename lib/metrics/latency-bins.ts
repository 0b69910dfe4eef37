// Latency kept as counts per log-scaled bin (HDR-like), so a minute's calls take a fixed 120 numbers
// whatever their number, and the minutes of several instances add up bin by bin into exact-to-the-bin
// percentiles (docs/observability.md#system-page). Bin i holds calls up to GROWTH^i ms (≤ 10 % wide).

export const BIN_COUNT = 120;
const GROWTH = 1.1;
const LOG_GROWTH = Math.log(GROWTH);

/** The bin of a duration: 0 for ≤ 1 ms, the last one for anything beyond ~1.4 minutes. */
export function binOf(ms: number): number {
  if (!(ms > 1)) return 0;
  return Math.min(BIN_COUNT - 1, Math.ceil(Math.log(ms) / LOG_GROWTH - 1e-9));
}

/** The upper edge of bin i in ms: a percentile is reported as the edge of the bin it falls in. */
export const binUpperMs = (bin: number): number => Math.round(GROWTH ** bin);

export const emptyBins = (): number[] => new Array<number>(BIN_COUNT).fill(0);

/** Adds `from` into `into`, bin by bin (the arrays may come from the database: shorter is fine). */
export function addBins(into: number[], from: readonly number[]): void {
  for (let i = 0; i < Math.min(into.length, from.length); i++) into[i]! += from[i]!;
}

/** The q-quantile (0 < q ≤ 1) of the calls counted in `bins`, in ms; null when there are none. */
export function quantileMs(bins: readonly number[], q: number): number | null {
  const total = bins.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < bins.length; i++) {
    seen += bins[i]!;
    if (seen >= rank) return binUpperMs(i);
  }
  return binUpperMs(bins.length - 1);
}
