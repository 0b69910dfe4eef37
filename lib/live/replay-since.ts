import "server-only";

/**
 * How far before a page's render its live stream starts replaying changes. The page's data is read in the
 * same request, in parallel with the layout that calls this; a change's recorded time is its transaction's
 * start, which can precede its commit by the length of that transaction (under a second). A change
 * replayed needlessly only costs the browser a refetch.
 */
const LIVE_REPLAY_MARGIN_MS = 10_000;

/** The `since` a page's first stream connection sends (ms since the epoch). */
export function liveReplaySince(now = Date.now()): number {
  return now - LIVE_REPLAY_MARGIN_MS;
}
