-- Issue 13: an inbound Instant payment may be announced as a PAYMENT_STATUS "Pending confirmation" as well
-- as by the PENDING_CONFIRMATION kind. Either way the delivery has 5 seconds: the intake marks it urgent
-- (lib/webhooks/process/pending-status.ts) and the processing loop takes urgent deliveries first.
ALTER TABLE "webhook_deliveries" ADD COLUMN "urgent" BOOLEAN NOT NULL DEFAULT false;
UPDATE "webhook_deliveries" SET "urgent" = true WHERE "kind" = 'PENDING_CONFIRMATION';
DROP INDEX "webhook_deliveries_pending_confirmation_idx";
-- Partial, like the index it replaces: it holds only the few urgent rows waiting to be processed.
CREATE INDEX "webhook_deliveries_urgent_idx" ON "webhook_deliveries"("id")
    WHERE "processing" = 'pending' AND "verified" AND "urgent";
