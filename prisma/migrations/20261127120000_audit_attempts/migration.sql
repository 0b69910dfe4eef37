-- Issue 14, finding 5: an action that calls the platform writes an 'attempted' audit row BEFORE the call,
-- and its outcome row afterwards names that attempt (attempt_id). audit_events is append-only (init
-- migration's triggers), so the attempt row is never updated: a database that fails between the platform's
-- answer and the outcome row leaves the attempt row standing, naming who tried what, under which intent.
-- An attempt without an outcome row is an action whose result must be checked at the platform (README.md,
-- "Audit trail").
ALTER TYPE "AuditOutcome" ADD VALUE 'attempted';

ALTER TABLE "audit_events" ADD COLUMN "attempt_id" BIGINT;

ALTER TABLE "audit_events"
  ADD CONSTRAINT "audit_events_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "audit_events"("id");

CREATE INDEX "audit_events_attempt_id_idx" ON "audit_events"("attempt_id");
