// Following a queued ledger write by re-reading the resource: the ledger sends no event Countersign can
// hear (docs/platform.md, Ledger: "Countersign follows a write by re-reading the resource"), and a write
// is applied some time after its 202 (200 ms in the sandbox, unknown on the platform). So: read after
// ~500 ms, then back off, and give up after a budget, saying so rather than pretending.

export const FOLLOW_BUDGET_MS = 20_000;

/** 500, 750, 1125… ms between reads, never more than 3 s apart. */
export function followDelay(attempt: number): number {
  return Math.min(3_000, Math.round(500 * 1.5 ** attempt));
}

export type TFollowResult<T> =
  | { done: true; value: T; reads: number }
  /** The budget ran out: `last` is the last value read (if any), `error` the last failure (if any). */
  | { done: false; last: T | null; error: unknown; reads: number };

/**
 * Reads until `until` holds or `budgetMs` has passed. A failed read (a blip, a 5xx) is not the end: the
 * next one may succeed; an abort is (it rethrows). `sleep` and `now` are injectable for tests.
 */
export async function followUntil<T>(opts: {
  read: () => Promise<T>;
  until: (value: T) => boolean;
  onRead?: (value: T) => void;
  budgetMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}): Promise<TFollowResult<T>> {
  const { read, until, onRead, budgetMs = FOLLOW_BUDGET_MS, signal } = opts;
  const sleep = opts.sleep ?? abortableSleep;
  const now = opts.now ?? Date.now;
  const deadline = now() + budgetMs;
  let last: T | null = null;
  let error: unknown = null;
  for (let attempt = 0; ; attempt++) {
    const wait = Math.min(followDelay(attempt), Math.max(0, deadline - now()));
    await sleep(wait, signal);
    signal?.throwIfAborted();
    try {
      last = await read();
      error = null;
      onRead?.(last);
      if (until(last)) return { done: true, value: last, reads: attempt + 1 };
    } catch (err) {
      signal?.throwIfAborted();
      error = err;
    }
    if (now() >= deadline) return { done: false, last, error, reads: attempt + 1 };
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
