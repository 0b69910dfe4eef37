// When the Instant queue asks for the step-up check (README.md, Security: Step-up). An answer has 5
// seconds, too short to type a password in, so the queue asks when it opens and keeps the check fresh
// while the person is at it; it never asks while a payment is waiting for an answer.

/** On opening, a check with less than this left is asked for again rather than left to lapse mid-shift. */
export const ASK_MARGIN_MS = 2 * 60_000;
/** How often a visible queue renews a check that still counts (sliding while the person is there). */
export const HEARTBEAT_MS = 60_000;

export type TQueueStepUpState = {
  /** Until when the session's check counts (ms since the epoch); null: none counts now. */
  freshUntil: number | null;
  now: number;
  /** The queue has just been opened (its first decision). */
  opening: boolean;
  /** The page is visible: only then is the person taken to be there. */
  visible: boolean;
  /** A payment in the queue is waiting for an answer: its window must not be spent on a prompt. */
  waiting: boolean;
  /** When the queue last renewed the check; null: not yet. */
  lastRenewAt: number | null;
};

/** "ask": open the check now; "renew": slide the check (still valid) to now; "none": nothing to do. */
export function queueStepUpStep(s: TQueueStepUpState): "ask" | "renew" | "none" {
  if (!s.visible) return "none";
  const left = s.freshUntil === null ? 0 : s.freshUntil - s.now;
  const lapsed = left <= 0;
  const dueForCheck = lapsed || (s.opening && left < ASK_MARGIN_MS);
  if (dueForCheck && !s.waiting) return "ask";
  // A payment is waiting: a check that still counts is renewed instead, a lapsed one waits for a quiet moment.
  if (lapsed) return "none";
  if (dueForCheck || left < ASK_MARGIN_MS) return "renew";
  return s.lastRenewAt === null || s.now - s.lastRenewAt >= HEARTBEAT_MS ? "renew" : "none";
}
