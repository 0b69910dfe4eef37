-- Webhook intake: every delivery that reached the route (issue 4, product.md "Webhook intake").
CREATE TYPE "DeliveryProcessing" AS ENUM ('pending', 'processed', 'unprocessable', 'skipped');

CREATE TABLE "webhook_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verified" BOOLEAN NOT NULL,
    "rejection_reason" TEXT,
    "rejection_detail" TEXT,
    "tenant_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "signature_versions" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "kind" TEXT,
    "body_sha256" TEXT NOT NULL,
    "raw_body" BYTEA NOT NULL,
    "body_truncated" BOOLEAN NOT NULL DEFAULT false,
    "headers" JSONB NOT NULL,
    "duplicates" INTEGER NOT NULL DEFAULT 0,
    "processing" "DeliveryProcessing" NOT NULL DEFAULT 'pending',
    "processing_error" TEXT,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "webhook_deliveries_received_at_idx" ON "webhook_deliveries"("received_at");
CREATE INDEX "webhook_deliveries_verified_received_at_idx" ON "webhook_deliveries"("verified", "received_at");
CREATE INDEX "webhook_deliveries_processing_id_idx" ON "webhook_deliveries"("processing", "id");

-- The platform retries a delivery until it gets a 2xx, resending the same body: a verified body is stored
-- once (ON CONFLICT counts the retry instead). Rejected requests are not deduplicated: each is evidence.
CREATE UNIQUE INDEX "webhook_deliveries_verified_body_key" ON "webhook_deliveries"("body_sha256") WHERE "verified";
