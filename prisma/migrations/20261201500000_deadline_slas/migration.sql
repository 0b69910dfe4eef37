-- Service-level times per queue (docs/deadlines.md): the time an administrator allows a queue item before
-- it is overdue. One row per queue at most; no row: the default in lib/domain/deadlines/deadlines.ts
-- (README, Deadlines). Every save is audited (settings.deadline_sla).
CREATE TABLE "deadline_slas" (
    "queue" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "updated_by" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deadline_slas_pkey" PRIMARY KEY ("queue"),
    CONSTRAINT "deadline_slas_queue_check" CHECK ("queue" IN ('approvals', 'drafts', 'cancellations')),
    CONSTRAINT "deadline_slas_minutes_check" CHECK ("minutes" BETWEEN 1 AND 43200)
);

-- The deadline sweep asks "was this item announced to anyone yet?" (kind and subject, any user) on every
-- pass; the unique (user_id, kind, subject) index cannot answer that without the user.
CREATE INDEX "notifications_kind_subject_idx" ON "notifications"("kind", "subject");
