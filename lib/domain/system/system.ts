// What the System page shows (docs/observability.md#system-page), as GET /api/system answers it. Times are
// ISO strings; each section is read on its own, so one that fails says so and the others still show.

export type TSection<T> = { ok: true; data: T } | { ok: false; error: string };

export type TApiState = "ok" | "degraded" | "failing" | "idle";

export type TApiRow = {
  api: string;
  state: TApiState;
  calls: number;
  failures: number;
  failureRate: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  lastOkAt: string | null;
  lastFailureAt: string | null;
  lastFailure: string | null;
  /** The last 5 minutes, which the state is judged on. */
  recentCalls: number;
  recentFailureRate: number | null;
};

export type TAlertRuleView = { errorRate: number; minCalls: number; p99Ms: number; recentMinutes: number };

export type TWebhookFlow = {
  lastReceivedAt: string | null;
  lastVerifiedAt: string | null;
  pending: number;
  /** Age of the oldest stored delivery not yet applied; 0 when none waits. */
  lagSeconds: number;
  rejections: { reason: string; count: number }[];
  rejectionsSince: string;
};

export type TInstanceRow = {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: string;
  lastSeenAt: string;
  uptimeSeconds: number;
  me: boolean;
};

export type TOutboxView = {
  counts: { channel: string; state: string; count: number; oldestAt: string | null }[];
  failures: {
    id: string;
    channel: string;
    kind: string;
    attempts: number;
    lastError: string | null;
    at: string;
  }[];
};

export type TKeyView = {
  /** Configured keys in the order of WEBHOOK_PUBLIC_KEYS; the fingerprint is SHA-256 of the key's DER (SPKI). */
  keys: { position: number; fingerprint: string; bits: number | null }[];
  /** The last delivery whose signature verified (against any configured key: which one is not recorded). */
  lastVerifiedAt: string | null;
};

export type TFeatureRow = {
  api: string;
  operation: string;
  firstSeenAt: string;
  lastSeenAt: string;
  okAfterAt: string | null;
};

export type TSystemView = {
  readAt: string;
  rule: TAlertRuleView;
  apis: TSection<TApiRow[]>;
  webhooks: TSection<TWebhookFlow>;
  instances: TSection<TInstanceRow[]>;
  outbox: TSection<TOutboxView>;
  keys: TSection<TKeyView>;
  features: TSection<TFeatureRow[]>;
};
