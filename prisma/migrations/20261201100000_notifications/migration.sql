-- Notifications (docs/notifications.md). A change that is worth telling people about writes, in its own
-- transaction, one `notifications` row per recipient (the bell reads these) and one `notification_outbox`
-- row per further channel (e-mail, Slack/Teams webhook). Any instance claims outbox rows with
-- FOR UPDATE SKIP LOCKED; a row is sent once, retried with backoff, and never lost on a restart.

-- A user's own choice per kind and channel; no row means the role default (lib/domain/notifications/kinds.ts).
CREATE TABLE "notification_subscriptions" (
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_subscriptions_pkey" PRIMARY KEY ("user_id", "kind", "channel"),
    CONSTRAINT "notification_subscriptions_channel_check" CHECK ("channel" IN ('in_app', 'email', 'webhook')),
    CONSTRAINT "notification_subscriptions_mode_check" CHECK ("mode" IN ('immediate', 'digest', 'off')),
    CONSTRAINT "notification_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);

-- Where a user's webhook channel posts (a Slack or Teams incoming-webhook URL: a secret, never shown back whole).
CREATE TABLE "notification_settings" (
    "user_id" UUID NOT NULL,
    "webhook_url" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);

-- One per recipient and subject: (user, kind, subject) is unique, so a condition seen again notifies once.
CREATE TABLE "notifications" (
    "id" BIGSERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT,
    "in_app" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);

CREATE UNIQUE INDEX "notifications_user_id_kind_subject_key" ON "notifications"("user_id", "kind", "subject");
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications"("user_id", "created_at");
-- The bell's unread count.
CREATE INDEX "notifications_unread_idx" ON "notifications"("user_id") WHERE "in_app" AND "read_at" IS NULL;

CREATE TABLE "notification_outbox" (
    "id" BIGSERIAL NOT NULL,
    "notification_id" BIGINT NOT NULL,
    "channel" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    -- pending → sending → sent, or failed after the last attempt; a `sending` row whose claim expired is
    -- claimed again (the instance that held it stopped).
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "notification_outbox_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notification_outbox_channel_check" CHECK ("channel" IN ('email', 'webhook')),
    CONSTRAINT "notification_outbox_mode_check" CHECK ("mode" IN ('immediate', 'digest')),
    CONSTRAINT "notification_outbox_state_check" CHECK ("state" IN ('pending', 'sending', 'sent', 'failed')),
    CONSTRAINT "notification_outbox_notification_id_fkey" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE CASCADE
);

CREATE UNIQUE INDEX "notification_outbox_notification_id_channel_key" ON "notification_outbox"("notification_id", "channel");
-- What a worker claims next.
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox"("next_attempt_at") WHERE "state" IN ('pending', 'sending');
