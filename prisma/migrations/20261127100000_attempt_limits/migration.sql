-- Issue 14: fixed-window attempt counters shared by every instance (lib/db/attempt-limits.ts). Sign-in
-- counts its attempts here per source address and per account before it checks a password, so a limit
-- holds however many instances serve the requests and however many requests arrive at once.
CREATE TABLE "attempt_limits" (
    -- What is limited, e.g. 'sign_in:address' or 'sign_in:account'.
    "scope" TEXT NOT NULL,
    -- Whom it is counted for within the scope: a client address, a normalised email.
    "subject" TEXT NOT NULL,
    -- Attempts counted in the current window (it may pass the limit: refused attempts are counted too).
    "attempts" INTEGER NOT NULL CHECK ("attempts" >= 0),
    -- The current window ends here; the next attempt after it starts a new window at 1.
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "attempt_limits_pkey" PRIMARY KEY ("scope", "subject")
);
-- For the hourly pruning of windows that have ended.
CREATE INDEX "attempt_limits_expires_at_idx" ON "attempt_limits"("expires_at");
