import { counter, gauge, histogram } from "./registry";

// Every metric Countersign exports at GET /api/metrics (docs/observability.md has the table). The Grafana
// dashboard and the alert rules in docs/ops/ use these names; a test checks each name they use is here.

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Route handlers behind guardRoute and the webhook intake: route is the path template. */
export const httpRequestDuration = () =>
  histogram({
    name: "countersign_http_request_duration_seconds",
    help: "Route handlers' answer time, by route template, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
  });

/** Server actions: outcome is "ok" or the error code the person was shown. */
export const actionDuration = () =>
  histogram({
    name: "countersign_action_duration_seconds",
    help: "Server actions' time, by action and outcome (ok or the error code).",
    labelNames: ["action", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
  });

/** Every call to the platform, whatever came of it: status "none" when no answer came. */
export const platformRequestDuration = () =>
  histogram({
    name: "countersign_platform_request_duration_seconds",
    help: "Calls to the platform: time to the last byte, by API, operation and status.",
    labelNames: ["api", "operation", "status"] as const,
    buckets: LATENCY_BUCKETS,
  });

export const platformRequests = () =>
  counter({
    name: "countersign_platform_requests_total",
    help: "Calls to the platform by API, operation, status and outcome (ok, or the error kind or code).",
    labelNames: ["api", "operation", "status", "outcome"] as const,
  });

export const tokenRefreshes = () =>
  counter({
    name: "countersign_platform_token_refreshes_total",
    help: "Access-token requests to the platform's identity provider, by client and outcome.",
    labelNames: ["client", "outcome"] as const,
  });

/** outcome: stored, duplicate, rejected, rate_limited, not_stored; reason: the rejection's, else "none". */
export const webhookDeliveries = () =>
  counter({
    name: "countersign_webhook_deliveries_total",
    help: "Webhook deliveries received, by outcome and rejection reason.",
    labelNames: ["outcome", "reason"] as const,
  });

export const ruleDecisions = () =>
  counter({
    name: "countersign_rule_decisions_total",
    help: "Instant payments answered by the confirmation rules, or left to people, by verdict.",
    labelNames: ["verdict"] as const,
  });

export const openStreams = () =>
  gauge({
    name: "countersign_event_streams_open",
    help: "Browsers connected to the live event stream of this instance.",
    labelNames: [] as const,
  });

/** Read from the database at each scrape (lib/services/metrics/queue-depths.ts). */
export const queueDepth = () =>
  gauge({
    name: "countersign_queue_depth",
    help: "Items waiting for people: to_sign, instant_pending, cancellations_open, drafts_waiting.",
    labelNames: ["queue"] as const,
  });

export const webhookLag = () =>
  gauge({
    name: "countersign_webhook_processing_lag_seconds",
    help: "Age of the oldest stored delivery not yet applied (0 when none waits).",
    labelNames: [] as const,
  });

export const webhookPending = () =>
  gauge({
    name: "countersign_webhook_pending_deliveries",
    help: "Stored deliveries not yet applied.",
    labelNames: [] as const,
  });

export const queueScrapeOk = () =>
  gauge({
    name: "countersign_queue_scrape_ok",
    help: "1 when this scrape read the queue depths from the database, 0 when it could not.",
    labelNames: [] as const,
  });

/** Read from the database at each scrape: notification outbox rows not yet sent nor failed. */
export const notificationOutboxPending = () =>
  gauge({
    name: "countersign_notification_outbox_pending",
    help: "Notification deliveries waiting to be sent (pending or sending), one per recipient, by channel.",
    labelNames: ["channel"] as const,
  });

/** Every failed attempt to deliver a notification; final is "true" when the row became `failed`. */
export const notificationFailures = () =>
  counter({
    name: "countersign_notification_failures_total",
    help: "Failed attempts to deliver notifications, by channel, reason and whether the row gave up.",
    labelNames: ["channel", "reason", "final"] as const,
  });

/** Every metric made at once, so the first scrape lists them all (at zero) before any traffic. */
export function registerAllMetrics() {
  for (const make of [
    httpRequestDuration,
    actionDuration,
    platformRequestDuration,
    platformRequests,
    tokenRefreshes,
    webhookDeliveries,
    ruleDecisions,
    openStreams,
    queueDepth,
    webhookLag,
    webhookPending,
    queueScrapeOk,
    notificationOutboxPending,
    notificationFailures,
  ])
    make();
}

/** Seconds since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;
