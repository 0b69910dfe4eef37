-- Read models fed by webhook processing (issue 5): payments, cancellations, pending confirmations, alerts.
CREATE TABLE "payment_states" (
    "trx_id" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "status_at" TIMESTAMPTZ(3) NOT NULL,
    "direction" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "end_to_end_id" TEXT NOT NULL,
    "debtor_iban" TEXT,
    "creditor_iban" TEXT,
    "last_delivery_id" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_states_pkey" PRIMARY KEY ("trx_id")
);

CREATE TABLE "payment_status_history" (
    "id" BIGSERIAL NOT NULL,
    "trx_id" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "status_at" TIMESTAMPTZ(3) NOT NULL,
    "delivery_id" BIGINT NOT NULL,

    CONSTRAINT "payment_status_history_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "cancellation_requests" (
    "cancellation_id" BIGINT NOT NULL,
    "trx_id" BIGINT,
    "direction" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "status_at" TIMESTAMPTZ(3) NOT NULL,
    "last_delivery_id" BIGINT NOT NULL,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cancellation_requests_pkey" PRIMARY KEY ("cancellation_id")
);

CREATE TABLE "cancellation_status_history" (
    "id" BIGSERIAL NOT NULL,
    "cancellation_id" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "status_at" TIMESTAMPTZ(3) NOT NULL,
    "delivery_id" BIGINT NOT NULL,

    CONSTRAINT "cancellation_status_history_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "pending_confirmations" (
    "trx_id" BIGINT NOT NULL,
    "end_to_end_id" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL,
    "notified_at" TIMESTAMPTZ(3) NOT NULL,
    "deadline_at" TIMESTAMPTZ(3) NOT NULL,
    "entered_at" TIMESTAMPTZ(3),
    "amount" BIGINT,
    "currency" TEXT,
    "debtor_account" TEXT,
    "creditor_account" TEXT,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" TEXT,
    "decision" TEXT,
    "reason_code" TEXT,
    "outcome_status" TEXT,
    "resolved_at" TIMESTAMPTZ(3),
    "delivery_id" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_confirmations_pkey" PRIMARY KEY ("trx_id")
);

CREATE TABLE "alerts" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'active',
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "occurrences" INTEGER NOT NULL DEFAULT 1,
    "detail" JSONB NOT NULL,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "payment_states_status_status_at_idx" ON "payment_states"("status", "status_at");
CREATE UNIQUE INDEX "payment_status_history_trx_id_status_status_at_key" ON "payment_status_history"("trx_id", "status", "status_at");
CREATE INDEX "payment_status_history_trx_id_status_at_idx" ON "payment_status_history"("trx_id", "status_at");
CREATE INDEX "cancellation_requests_status_status_at_idx" ON "cancellation_requests"("status", "status_at");
CREATE INDEX "cancellation_requests_trx_id_idx" ON "cancellation_requests"("trx_id");
CREATE UNIQUE INDEX "cancellation_status_history_cancellation_id_status_status_a_key" ON "cancellation_status_history"("cancellation_id", "status", "status_at");
CREATE INDEX "cancellation_status_history_cancellation_id_status_at_idx" ON "cancellation_status_history"("cancellation_id", "status_at");
CREATE INDEX "pending_confirmations_state_deadline_at_idx" ON "pending_confirmations"("state", "deadline_at");
CREATE INDEX "alerts_state_last_seen_at_idx" ON "alerts"("state", "last_seen_at");

-- One active alert per kind and subject: raising is an upsert on this index, so a repeated breach refreshes
-- the alert instead of stacking copies, and a resolved one can be raised again later. Partial, so outside
-- the Prisma schema (like webhook_deliveries_verified_body_key).
CREATE UNIQUE INDEX "alerts_active_kind_subject_key" ON "alerts"("kind", "subject") WHERE "state" = 'active';
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_state_check" CHECK ("state" IN ('active', 'resolved'));
