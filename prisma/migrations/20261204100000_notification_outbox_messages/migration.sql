-- An outbox row is one message, not one recipient (docs/notifications.md#delivery). notify() used to queue
-- an e-mail row per recipient, and the worker gathered a call's rows again into SMTP transactions of up to
-- 50 recipients: each recipient cost a row written, claimed and settled. Now the fan-out writes one
-- immediate e-mail row per 50 recipients of the call, naming their notifications in `notification_ids`;
-- the worker claims and settles it as the one SMTP transaction it is. A recipient the server refuses, or one
-- disabled since, is split off to a row of its own when the message is settled, so each (notification,
-- channel) still sits in exactly one row, and its state says what happened to that recipient. Webhook and
-- digest rows keep one recipient each: a webhook is one POST to that user's URL, a digest one user's.
--
-- The unique (notification_id, channel) index goes with the column: the fan-out only queues notifications
-- its own statement has just inserted, and the split moves ids between rows in one statement.

ALTER TABLE "notification_outbox" ADD COLUMN "notification_ids" BIGINT[];
UPDATE "notification_outbox" SET "notification_ids" = ARRAY["notification_id"];
ALTER TABLE "notification_outbox" ALTER COLUMN "notification_ids" SET NOT NULL;
ALTER TABLE "notification_outbox" DROP COLUMN "notification_id";
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_recipients_check" CHECK (
  cardinality("notification_ids") BETWEEN 1 AND 50
  AND (cardinality("notification_ids") = 1 OR ("channel" = 'email' AND "mode" = 'immediate'))
);

-- notify_fanout no longer locks the users it reads (FOR KEY SHARE, taken by migration 20261203100000 in
-- place of the foreign keys' per-row checks). A row lock is written to each user's row, and two fan-outs
-- to the same users at once (two webhooks processed together) share them through a MultiXact: measured,
-- about a tenth of the fan-out. What it guarded, that a user deleted at the same moment keeps no
-- notification, is kept by the deletion instead, which nothing in Countersign does (users are disabled):
-- its trigger locks the notifications table against inserts before deleting the users' rows. A fan-out in
-- progress holds that table's insert lock from its start, so the deletion waits for it and then deletes
-- what it wrote; a fan-out that starts after waits for the deletion's commit and then no longer finds the
-- user. lib/db/notify.test.ts runs both orders.
CREATE OR REPLACE FUNCTION "notifications_of_deleted_users"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE notifications IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM notifications n USING deleted_users d WHERE n.user_id = d.id;
  RETURN NULL;
END;
$$;

-- A manual DELETE of notifications takes them out of their messages; a message left with nobody goes.
CREATE OR REPLACE FUNCTION "outbox_of_deleted_notifications"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_outbox o
     SET notification_ids = ARRAY(SELECT x FROM unnest(o.notification_ids) x
                                   WHERE x NOT IN (SELECT id FROM deleted_notifications))
   WHERE o.notification_ids && ARRAY(SELECT id FROM deleted_notifications)
     AND NOT o.notification_ids <@ ARRAY(SELECT id FROM deleted_notifications);
  DELETE FROM notification_outbox o
   WHERE o.notification_ids <@ ARRAY(SELECT id FROM deleted_notifications);
  RETURN NULL;
END;
$$;

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
  ),
  ins AS (
    INSERT INTO notifications (user_id, kind, subject, title, body, link, in_app)
    SELECT r.user_id, p_kind, p_subject, p_title, p_body, p_link, r.in_app <> 'off'
      FROM r WHERE r.in_app <> 'off' OR r.email <> 'off' OR r.webhook <> 'off'
    ON CONFLICT (user_id, kind, subject) DO NOTHING
    RETURNING id, user_id, in_app
  ),
  -- One row per message: the immediate e-mail recipients in groups of 50 (one SMTP transaction each, well
  -- under the 100 RCPT TO servers commonly accept), every other delivery alone.
  deliveries AS (
    SELECT ins.id, c.channel, c.mode,
           CASE WHEN c.channel = 'email' AND c.mode = 'immediate'
                THEN (row_number() OVER (PARTITION BY c.channel, c.mode ORDER BY ins.id) - 1) / 50
           END AS part,
           CASE WHEN c.channel = 'email' AND c.mode = 'immediate' THEN NULL ELSE ins.id END AS alone
      FROM ins JOIN r USING (user_id)
     CROSS JOIN LATERAL (VALUES ('email', r.email), ('webhook', r.webhook)) AS c(channel, mode)
     WHERE c.mode <> 'off'
  ),
  outbox AS (
    INSERT INTO notification_outbox (notification_ids, channel, mode)
    SELECT array_agg(d.id ORDER BY d.id), d.channel, d.mode
      FROM deliveries d GROUP BY d.channel, d.mode, d.part, d.alone
    RETURNING id
  ),
  -- One live event for the whole fan-out (migration 20261203100000, docs/notifications.md#fan-out).
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
