import type { TPermission } from "@/lib/auth/client-safe/permissions";

// Client-safe. What a change event is about, and who may hear of it: the SSE stream only forwards a topic
// to a browser whose user holds its permission (the same table as every other guard).

/** The PostgreSQL NOTIFY channel that carries changes between instances. */
export const CHANGE_CHANNEL = "countersign_changes";

export const LIVE_TOPICS = {
  payments: "payments.view",
  approvals: "approvals.view",
  cancellations: "cancellations.view",
  instant: "instant.view",
  alerts: "overview.view",
  deliveries: "events.view",
  // A liquidity transfer changed (ref = transfer id), from the LIQUIDITY webhook.
  liquidity: "liquidity.view",
  // A payment draft was made, decided, withdrawn or submitted, or one of its payments changed (ref = draft id).
  drafts: "drafts.view",
  // A notify() with in-app recipients (ref = their ids, comma-separated): the stream forwards it to each of them
  // alone, with ref = that user (lib/live/bell-change.ts).
  notifications: "account.notifications",
} as const satisfies Record<string, TPermission>;

export type TLiveTopic = keyof typeof LIVE_TOPICS;

export const isLiveTopic = (value: unknown): value is TLiveTopic =>
  typeof value === "string" && Object.hasOwn(LIVE_TOPICS, value);

/** A change as it travels: NOTIFY payload between instances, SSE data to browsers. */
export type TChange = { id: string; topic: TLiveTopic; ref: string | null };
