// Runs async tasks with at most `max` of them in flight; the rest wait in order. The outbox worker settles
// its sends through one (docs/notifications.md#delivery), so its statements never fill the instance's
// connection pool ahead of the app's own requests.

export type TLimit = <T>(task: () => Promise<T>) => Promise<T>;

export function limitConcurrency(max: number): TLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, not ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never drops below what is in flight.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
