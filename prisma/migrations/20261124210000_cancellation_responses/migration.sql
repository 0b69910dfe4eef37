-- Issue 6: the cancellation inbox answers requests. Rows are now also made by a look-up by id and kept
-- current by polling GET /v1/cancellation-requests/{id} (the platform sends no webhook for RETURNING,
-- REFUSING or their final statuses), so a row may have no delivery; each row carries what the form needs of
-- its linked payment, and when it is next due to be read from the platform.
ALTER TABLE "cancellation_requests"
    ALTER COLUMN "last_delivery_id" DROP NOT NULL,
    ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "platform_created_at" TIMESTAMPTZ(3),
    ADD COLUMN "resource" JSONB,
    ADD COLUMN "resource_at" TIMESTAMPTZ(3),
    ADD COLUMN "payment_checked_at" TIMESTAMPTZ(3),
    ADD COLUMN "payment_found" BOOLEAN,
    ADD COLUMN "payment_method" TEXT,
    ADD COLUMN "payment_direction" TEXT,
    ADD COLUMN "payment_amount" BIGINT,
    ADD COLUMN "payment_currency" TEXT,
    ADD COLUMN "payment_uetr" TEXT,
    ADD COLUMN "payment_booking_date" TEXT,
    ADD COLUMN "sync_due_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
    ADD COLUMN "sync_failures" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "sync_error" TEXT;

CREATE INDEX "cancellation_requests_sync_due_at_idx" ON "cancellation_requests"("sync_due_at");
CREATE INDEX "cancellation_requests_first_seen_at_cancellation_id_idx"
    ON "cancellation_requests"("first_seen_at", "cancellation_id");
CREATE INDEX "cancellation_requests_payment_method_idx" ON "cancellation_requests"("payment_method");

-- The timeline holds statuses from webhooks, from polling and look-ups, and Countersign's own answers.
ALTER TABLE "cancellation_status_history"
    ALTER COLUMN "delivery_id" DROP NOT NULL,
    ADD COLUMN "source" TEXT NOT NULL DEFAULT 'webhook',
    ADD COLUMN "detail" JSONB,
    ADD CONSTRAINT "cancellation_status_history_source_check"
        CHECK ("source" IN ('webhook', 'poll', 'lookup', 'answer'));

-- One row per request: the idempotency record of Countersign's answer. Claimed (sending) before the
-- platform is called, so a double click, two tabs or two users answer once; unknown after a timeout, which
-- makes the next attempt read the request before sending again.
CREATE TABLE "cancellation_responses" (
    "cancellation_id" BIGINT NOT NULL,
    "state" TEXT NOT NULL,
    "intent_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "user_email" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "api" TEXT NOT NULL,
    "response_code" TEXT NOT NULL,
    "sent" JSONB NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "message" TEXT,

    CONSTRAINT "cancellation_responses_pkey" PRIMARY KEY ("cancellation_id"),
    CONSTRAINT "cancellation_responses_state_check" CHECK ("state" IN ('sending', 'sent', 'refused', 'unknown')),
    CONSTRAINT "cancellation_responses_api_check" CHECK ("api" IN ('v3', 'v1')),
    CONSTRAINT "cancellation_responses_code_check" CHECK ("response_code" IN ('ACCEPTED', 'REJECTED'))
);
