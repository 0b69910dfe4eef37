-- Issue 13: an answer to a pending Instant payment is sent again after a 5xx or no answer while its window
-- lasts. Every try is kept on the row (time, latency, HTTP status and platform code, or why there was no
-- answer: lib/schemas/instant-confirmations.ts TAnswerAttempt), written by the finish statement and reset
-- by the next claim. NULL: never sent.
ALTER TABLE "pending_confirmations" ADD COLUMN "answer_attempts" JSONB;
