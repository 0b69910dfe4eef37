-- notify_fanout (20261202100000) made lighter per recipient (docs/notifications.md#fan-out):
--
-- 1. The bell's live event is written once per call, not once per in-app recipient (a change_events row,
--    two index entries and a NOTIFY each). It names its in-app recipients; the stream
--    (lib/live/bell-change.ts) forwards it to each of them alone, as before.
-- 2. The two foreign keys of the fan-out's rows (notifications → users, notification_outbox →
--    notifications) cost PostgreSQL a query and a row lock per row written: measured, about a quarter of
--    notify()'s database time. What they guarded is kept another way. notify_fanout locks the users it
--    reads (FOR KEY SHARE, once in its statement: what the per-row checks took), so none can be deleted
--    under it, and the outbox rows name notifications the same statement has just inserted. Nothing in
--    Countersign deletes users or notifications (users are disabled, never deleted: their sessions and
--    audit rows name them), but a manual DELETE still cascades, by statement triggers instead of per row.
--
-- Same arguments and result, so lib/db/notify.ts does not change.

ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_notification_id_fkey";
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_fkey";

CREATE FUNCTION "notifications_of_deleted_users"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications n USING deleted_users d WHERE n.user_id = d.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "users_delete_notifications" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS deleted_users FOR EACH STATEMENT
  EXECUTE FUNCTION "notifications_of_deleted_users"();

CREATE FUNCTION "outbox_of_deleted_notifications"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_outbox o USING deleted_notifications d WHERE o.notification_id = d.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "notifications_delete_outbox" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS deleted_notifications FOR EACH STATEMENT
  EXECUTE FUNCTION "outbox_of_deleted_notifications"();

CREATE OR REPLACE FUNCTION "notify_fanout"(
  p_kind TEXT, p_subject TEXT, p_title TEXT, p_body TEXT, p_link TEXT,
  p_eligible "Role"[], p_defaults "Role"[], p_only UUID[], p_topic TEXT, p_channel TEXT
) RETURNS INTEGER
  LANGUAGE plpgsql AS $$
DECLARE
  told INTEGER;
  queued INTEGER;
  announced INTEGER;
BEGIN
  WITH r AS (
    SELECT u.id AS user_id,
           COALESCE(si.mode, CASE WHEN u.roles && p_defaults THEN 'immediate' ELSE 'off' END) AS in_app,
           COALESCE(se.mode, CASE WHEN u.roles && p_defaults THEN 'immediate' ELSE 'off' END) AS email,
           CASE WHEN ns.webhook_url IS NULL THEN 'off' ELSE COALESCE(sw.mode, 'off') END AS webhook
      FROM users u
      LEFT JOIN notification_subscriptions si ON si.user_id = u.id AND si.kind = p_kind AND si.channel = 'in_app'
      LEFT JOIN notification_subscriptions se ON se.user_id = u.id AND se.kind = p_kind AND se.channel = 'email'
      LEFT JOIN notification_subscriptions sw ON sw.user_id = u.id AND sw.kind = p_kind AND sw.channel = 'webhook'
      LEFT JOIN notification_settings ns ON ns.user_id = u.id
     WHERE NOT u.disabled AND u.roles && p_eligible
       AND (p_only IS NULL OR u.id = ANY(p_only))
       FOR KEY SHARE OF u
  ),
  ins AS (
    INSERT INTO notifications (user_id, kind, subject, title, body, link, in_app)
    SELECT r.user_id, p_kind, p_subject, p_title, p_body, p_link, r.in_app <> 'off'
      FROM r WHERE r.in_app <> 'off' OR r.email <> 'off' OR r.webhook <> 'off'
    ON CONFLICT (user_id, kind, subject) DO NOTHING
    RETURNING id, user_id, in_app
  ),
  outbox AS (
    INSERT INTO notification_outbox (notification_id, channel, mode)
    SELECT ins.id, c.channel, c.mode
      FROM ins JOIN r USING (user_id)
     CROSS JOIN LATERAL (VALUES ('email', r.email), ('webhook', r.webhook)) AS c(channel, mode)
     WHERE c.mode <> 'off'
    RETURNING id
  ),
  -- One live event for the whole fan-out, not one per recipient (docs/notifications.md#fan-out): ref lists
  -- the in-app recipients (lib/live/bell-change.ts forwards it to each of them alone, with ref = that user),
  -- '' when there are none (it still wakes every instance's outbox worker), NULL when they are more than 150
  -- (a NOTIFY payload holds at most 8,000 bytes: then every open bell refetches its own rows).
  e AS (
    INSERT INTO change_events (topic, ref)
    SELECT p_topic,
           CASE WHEN count(*) FILTER (WHERE ins.in_app) > 150 THEN NULL
                ELSE COALESCE(string_agg(ins.user_id::text, ',' ORDER BY ins.user_id) FILTER (WHERE ins.in_app), '')
           END
      FROM ins HAVING count(*) > 0
    RETURNING id, topic, ref
  ),
  n AS (
    SELECT pg_notify(p_channel, json_build_object('id', e.id::text, 'topic', e.topic, 'ref', e.ref)::text)
      FROM e
  )
  SELECT (SELECT count(*) FROM ins), (SELECT count(*) FROM outbox), (SELECT count(*) FROM n)
    INTO told, queued, announced;
  RETURN told;
END;
$$;
