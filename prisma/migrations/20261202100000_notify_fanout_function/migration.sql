-- The fan-out of notify() (docs/notifications.md#fan-out) as a function: the same one statement, but PL/pgSQL
-- keeps its plan per connection, where the statement sent from the app was planned again on every call
-- (most of a notify()'s fixed cost). lib/db/notify.ts calls it inside the caller's transaction and passes
-- everything that lives in TypeScript (the kind's permission and role defaults, the live topic and channel),
-- so those rules keep one home. SECURITY INVOKER (the default): it may do only what its caller may.
CREATE FUNCTION "notify_fanout"(
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
  -- The bell's live event per in-app recipient, as lib/db/publish-change.ts writes it.
  e AS (
    INSERT INTO change_events (topic, ref) SELECT p_topic, ins.user_id::text FROM ins WHERE ins.in_app
    RETURNING id, topic, ref
  ),
  n AS (
    SELECT pg_notify(p_channel, json_build_object('id', e.id::text, 'topic', e.topic, 'ref', e.ref)::text)
      FROM e ORDER BY e.id
  )
  SELECT (SELECT count(*) FROM ins), (SELECT count(*) FROM outbox), (SELECT count(*) FROM n)
    INTO told, queued, announced;
  RETURN told;
END;
$$;
