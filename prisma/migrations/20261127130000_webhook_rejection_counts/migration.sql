-- Unsigned traffic must neither fill the database nor raise alerts (issue 14, finding 7; README, Security →
-- Webhook intake). Every rejected request is counted here, one row per clock hour, reason and source; the
-- source's rows of the current hour are also its window for the rate limit on unverified traffic, so the
-- limit holds across instances. Only a sample of rejected requests is stored in webhook_deliveries.
CREATE TABLE "webhook_rejection_counts" (
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "reason" TEXT NOT NULL,
    -- An IPv4 address, an IPv6 /64 prefix, or "unknown" (lib/webhooks/source-address.ts).
    "source" TEXT NOT NULL,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    -- Of those, refused with 429 because the source was over its hourly limit.
    "limited" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "webhook_rejection_counts_pkey" PRIMARY KEY ("hour", "source", "reason")
);

-- Where a stored delivery came from, and whether its failure looks like the platform's own (the expected
-- tenant with a well-formed signature that fails, or the platform's signature on a wrong tenant or time):
-- only those count towards VERIFICATION_FAILING. Earlier rejected rows are not known to be, so they never count.
ALTER TABLE "webhook_deliveries" ADD COLUMN "source" TEXT;
ALTER TABLE "webhook_deliveries" ADD COLUMN "platform_like" BOOLEAN NOT NULL DEFAULT false;
