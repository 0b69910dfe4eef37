import type { TOutboxPolicy } from "@/lib/db/notification-outbox";

// How the outbox retries (docs/notifications.md#delivery). The lease is far longer than any one send may
// take (SMTP steps time out after 15 s, a webhook after 10 s), so a claim expires only when its instance
// stopped, not while it is still sending. Eight attempts 30 s apart doubling: about an hour of retries.

export const OUTBOX_POLICY: TOutboxPolicy = {
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 30 * 60_000,
};

/** Rows claimed per statement, and messages in flight at once per instance. */
export const CLAIM_BATCH = 200;
export const SEND_CONCURRENCY = 20;
/**
 * Settle statements in flight at once per pass: well below the connection pool (10 by default), so a burst
 * of sends never queues ahead of the instance's own requests, and above what delivery needs (each is ~1 ms).
 */
export const SETTLE_CONCURRENCY = 5;
/** How often an idle instance looks for due rows (a notify() also wakes it, after WAKE_DELAY_MS). */
export const POLL_MS = 1_000;
/**
 * How long a woken worker waits before its pass, so the wake-ups of a burst (every notify() on any instance
 * wakes every worker) make one pass and one claim, not one each: a notification is never that urgent.
 */
export const WAKE_DELAY_MS = 20;
