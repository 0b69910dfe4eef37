-- Every running instance of Countersign writes a heartbeat here (docs/observability.md#instances), so the
-- System page can show each one behind the load balancer with its version and uptime. A row is the
-- instance's own, by its random id; rows not seen for a day are deleted by any instance.
CREATE TABLE "instances" (
    "id" UUID NOT NULL,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "instances_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "instances_last_seen_at_idx" ON "instances"("last_seen_at");
