// A burst of changes (a bulk approval, 400 payments created at once, a replay after a reconnect) should
// cost one refetch, not one per change: each refetch is a full page from the platform, and a pile of them
// in flight takes the browser's connections to the server (six per host, one held by the live stream) and
// the line from whatever else the page is downloading, as an export (in CI the export once sat at 0 rows
// behind a dozen list reads). So a live refetch runs at most once per window and never two at once: the
// first change runs at once; changes during the window or during a read ask for one more read after it,
// so the last change is always read, and a read is never abandoned for a newer one (on a slow line that
// would leave the list never updated while changes keep coming).

export const LIVE_BURST_MS = 750;

type TClock = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (t: unknown) => void;
};
const realClock: TClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
};

export function burstThrottle(
  run: () => Promise<unknown> | void,
  ms = LIVE_BURST_MS,
  clock: TClock = realClock,
) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let running = false;
  let again = false;
  let cancelled = false;
  const fire = () => {
    timer = null;
    if (cancelled) return;
    running = true;
    last = clock.now();
    let read: Promise<unknown>;
    try {
      read = Promise.resolve(run());
    } catch (err) {
      read = Promise.reject(err);
    }
    void read
      .catch(() => {}) // a failed read shows in its query; the next change tries again
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          hit();
        }
      });
  };
  function hit() {
    if (cancelled) return;
    if (running) {
      again = true;
      return;
    }
    if (timer !== null) return;
    const wait = last + ms - clock.now();
    if (wait <= 0) fire();
    else timer = clock.setTimeout(fire, wait);
  }
  return {
    /** A change arrived. */
    hit,
    /** The subscriber went away: nothing runs after it. */
    cancel() {
      cancelled = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
