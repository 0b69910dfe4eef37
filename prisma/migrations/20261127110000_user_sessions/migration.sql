-- Issue 14, finding 3: a session survived sign-out, because the encrypted cookie was all there was to it.
-- Each sign-in now stores a row here and its cookie carries the row's id; a request is served only while
-- the row exists (lib/auth/session-user.ts). Signing out deletes that row; "sign out everywhere", an
-- administrator's "End sessions" and disabling the account delete all of the user's rows.
CREATE TABLE "user_sessions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Sign-in plus SESSION_MAX_HOURS: past it the cookie is refused anyway, and the row may be pruned.
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "user_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id")
        ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions"("user_id");
CREATE INDEX "user_sessions_expires_at_idx" ON "user_sessions"("expires_at");

-- Every instance keeps each user's session ids in memory beside the user row (lib/auth/user-cache.ts),
-- so a session row that comes or goes tells every instance through the users channel
-- (migration 20261124220000), and each drops its copy of that user before their next request.
CREATE FUNCTION "user_sessions_notify_change"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('countersign_users', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('countersign_users', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "user_sessions_notify_change"
  AFTER INSERT OR UPDATE OR DELETE ON "user_sessions"
  FOR EACH ROW EXECUTE FUNCTION "user_sessions_notify_change"();

CREATE TRIGGER "user_sessions_notify_truncate"
  AFTER TRUNCATE ON "user_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_notify_truncate"();

-- A disabled account keeps no session, whichever way it was disabled (the Users page, a script, psql), so
-- enabling it again does not bring an old cookie back to life.
CREATE FUNCTION "users_end_sessions_on_disable"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_sessions" WHERE "user_id" = NEW.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "users_end_sessions_on_disable"
  AFTER UPDATE OF "disabled" ON "users"
  FOR EACH ROW WHEN (NEW.disabled AND NOT OLD.disabled)
  EXECUTE FUNCTION "users_end_sessions_on_disable"();
