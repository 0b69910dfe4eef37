-- Issue 14, step-up: money-moving actions need a password or second-factor check within the last
-- STEP_UP_MINUTES, per session (lib/auth/step-up/). NULL: never checked in this session (sessions from
-- before this migration), which asks for the check before the next money-moving action.
ALTER TABLE "user_sessions" ADD COLUMN "step_up_at" TIMESTAMPTZ(3);

-- The user cache (lib/auth/user-cache.ts) keeps a user's session ids, not their step-up times (the guard
-- reads those from the row). Renewing step_up_at, which the Instant queue does about once a minute, must
-- not drop that user's cached row on every instance, so only a session that comes or goes notifies.
DROP TRIGGER "user_sessions_notify_change" ON "user_sessions";
CREATE TRIGGER "user_sessions_notify_change"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "user_id", "expires_at" ON "user_sessions"
  FOR EACH ROW EXECUTE FUNCTION "user_sessions_notify_change"();
