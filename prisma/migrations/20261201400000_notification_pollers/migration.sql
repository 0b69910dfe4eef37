-- The background checks that produce notifications without a webhook (docs/notifications.md#producers).
-- One row per check: when it is next due, claimed by whichever instance moves it first (so one instance
-- runs a check at a time), and, for the restriction-order poll, when its first run recorded the orders
-- that already existed (so that run tells nobody).
CREATE TABLE "notification_checks" (
    "name" TEXT NOT NULL,
    "next_run_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "primed_at" TIMESTAMPTZ(3),
    "last_run_at" TIMESTAMPTZ(3),

    CONSTRAINT "notification_checks_pkey" PRIMARY KEY ("name")
);

INSERT INTO "notification_checks" ("name") VALUES ('restriction_orders'), ('webhook_silence');

-- Restriction orders seen by the poll: an order not in here is new, and told once.
CREATE TABLE "restriction_orders_seen" (
    "doc_id" TEXT NOT NULL,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),

    CONSTRAINT "restriction_orders_seen_pkey" PRIMARY KEY ("doc_id")
);
