-- The System page's view of the platform (docs/observability.md#system-page), shared by every instance.

-- Each instance's platform calls per API and minute: counts and a latency histogram (120 log-scaled bins,
-- lib/metrics/latency-bins.ts), so the minutes of all instances add up into the hour's percentiles. Written
-- every minute by the instance's own loop (the running minute is rewritten until it ends); a day kept.
CREATE TABLE "platform_call_minutes" (
    "instance_id" UUID NOT NULL,
    "api" TEXT NOT NULL,
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "calls" INTEGER NOT NULL,
    "failures" INTEGER NOT NULL,
    "latency_bins" INTEGER[] NOT NULL,
    "last_ok_at" TIMESTAMPTZ(3),
    "last_failure_at" TIMESTAMPTZ(3),
    "last_failure" TEXT,

    CONSTRAINT "platform_call_minutes_pkey" PRIMARY KEY ("instance_id", "api", "minute")
);

CREATE INDEX "platform_call_minutes_minute_idx" ON "platform_call_minutes"("minute");

-- FEATURE_DISABLED answers per API and operation: the tenant's features as observed (the platform has no
-- endpoint that lists them). ok_after_at: the latest success of the operation after it was last refused.
CREATE TABLE "platform_features_observed" (
    "api" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "ok_after_at" TIMESTAMPTZ(3),

    CONSTRAINT "platform_features_observed_pkey" PRIMARY KEY ("api", "operation")
);

-- An API's failing episodes (the platform_failing notification's rule): open while ended_at is null, one
-- open episode per API; its start names the notification's subject, so it is told once.
CREATE TABLE "platform_alert_episodes" (
    "api" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    "reason" TEXT NOT NULL,

    CONSTRAINT "platform_alert_episodes_pkey" PRIMARY KEY ("api", "started_at")
);

CREATE UNIQUE INDEX "platform_alert_episodes_open_key" ON "platform_alert_episodes"("api") WHERE "ended_at" IS NULL;
