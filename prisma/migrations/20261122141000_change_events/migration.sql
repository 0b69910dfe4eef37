-- Live updates (issue 4): the change log behind Server-Sent Events and their Last-Event-ID replay.
CREATE TABLE "change_events" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "topic" TEXT NOT NULL,
    "ref" TEXT,

    CONSTRAINT "change_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "change_events_at_idx" ON "change_events"("at");
