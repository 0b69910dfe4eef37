-- Every instance keeps the signed-in users' rows in memory (lib/auth/user-cache.ts) so a request does not
-- read its user from the database. Whatever changes a user row — disabling, a role removed, a lock, a
-- deletion, from the app, a script or psql — tells every instance on commit, and each drops its copy
-- before the user's next request reads it.
CREATE FUNCTION "users_notify_change"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('countersign_users', OLD.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "users_notify_update_or_delete"
  AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_notify_change"();

-- TRUNCATE has no rows to name: the payload '*' drops every copy.
CREATE FUNCTION "users_notify_truncate"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('countersign_users', '*');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "users_notify_truncate"
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_notify_truncate"();
