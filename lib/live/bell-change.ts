import type { TChange } from "@/lib/live-topics";

// The bell's live event (topic notifications) is written once per notify(), naming its in-app recipients
// (migration 20261203100000_notify_fanout_lighter, docs/notifications.md#fan-out): ref is their ids joined
// by commas, '' when it has none (it only wakes the outbox workers), or null when they were too many to
// name in a NOTIFY (every bell refetches its own rows, which tells nobody anything). A browser never sees
// the list: it gets the event with ref = its own user, as when there was one event per recipient.

/** The event as `userId`'s stream sends it, or null when it is not theirs. */
export function bellChangeFor(change: TChange, userId: string | undefined): TChange | null {
  if (change.ref === null) return change;
  if (!userId || !change.ref.split(",").includes(userId)) return null;
  return { ...change, ref: userId };
}
