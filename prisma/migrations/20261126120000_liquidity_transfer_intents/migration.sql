-- Issue 13: one row per intent to make a liquidity transfer. The interface promises no idempotency for
-- POST /v1/nostro-accounts/transfers, so this row is what keeps one intent from being sent twice: it is
-- claimed before each send, and after a send that got no answer (state 'uncertain') nothing is sent again
-- until the platform's list was read back and the person chose (their transfer, look again, send again).
CREATE TABLE "liquidity_transfer_intents" (
    -- The intent's request id, made in the browser and sent in the body.
    "request_id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "user_email" TEXT NOT NULL,
    -- {debtorAccount, creditorAccount, amountMinor (string), currency, transferType, purpose}
    "request" JSONB NOT NULL,
    -- SHA-256 of the canonical request: the same id with other values is refused before the platform.
    "request_sha256" TEXT NOT NULL,
    -- sending (a POST is out) | created | refused (the platform said no; nothing made) | uncertain (no answer)
    "state" TEXT NOT NULL CHECK ("state" IN ('sending', 'created', 'refused', 'uncertain')),
    -- POSTs sent for this intent; also the fencing token of the send in flight.
    "sends" INTEGER NOT NULL DEFAULT 1,
    -- Start of the read-back window: just before the first POST.
    "first_sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "transfer_id" BIGINT,
    -- The transfer as the platform answered or listed it (client-safe TTransfer).
    "transfer" JSONB,
    -- Listed transfers the person said were not theirs before sending again.
    "dismissed" BIGINT[] NOT NULL DEFAULT '{}',
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "liquidity_transfer_intents_pkey" PRIMARY KEY ("request_id"),
    CONSTRAINT "liquidity_transfer_intents_created_check" CHECK (("state" = 'created') = ("transfer_id" IS NOT NULL))
);
CREATE INDEX "liquidity_transfer_intents_user_id_state_idx" ON "liquidity_transfer_intents"("user_id", "state");
