-- Issue 6: a pending Instant payment must be answered within 5 seconds of its webhook, so the processing
-- loop takes pending PENDING_CONFIRMATION deliveries before older deliveries of other kinds (which have no
-- deadline). This partial index finds the oldest one at once however long the backlog is; it holds only
-- the few rows waiting to be processed. (Partial: not expressible in schema.prisma, like
-- webhook_deliveries_verified_body_key.)
CREATE INDEX "webhook_deliveries_pending_confirmation_idx" ON "webhook_deliveries"("id")
    WHERE "processing" = 'pending' AND "verified" AND "kind" = 'PENDING_CONFIRMATION';
