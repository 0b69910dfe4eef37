// Client-safe countdown arithmetic. The deadline is the server's clock; the browser's may be off by
// seconds, so each read of the queue measures the difference (serverNow − Date.now() when it arrived) and
// every countdown adds it. Tenths of a second: a 5-second window is read in tenths, not whole seconds.

/** Below this the countdown turns urgent (colour, weight and the word "hurry" for screen readers). */
export const URGENT_MS = 2_000;

/** Milliseconds left until `deadlineAt`, by the server's clock as estimated from this browser's. */
export function remainingMs(deadlineAt: string, offsetMs: number, now: number): number {
  return Date.parse(deadlineAt) - (now + offsetMs);
}

/** "4.3 s", "0.1 s", then "expired". Rounded down, so it never shows time that is not there. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return "expired";
  const tenths = Math.floor(ms / 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10} s`;
}

/** The clock difference a queue read measured: add it to Date.now() to get the server's time. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds left right now: for event handlers, which decide by the clock at the key press or click. */
export function remainingNow(deadlineAt: string, offsetMs: number): number {
  return remainingMs(deadlineAt, offsetMs, Date.now());
}
