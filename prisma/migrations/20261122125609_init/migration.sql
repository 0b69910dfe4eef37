-- CreateEnum
CREATE TYPE "Role" AS ENUM ('finance_ops', 'compliance', 'manager', 'admin');

-- CreateEnum
CREATE TYPE "AuditOutcome" AS ENUM ('success', 'failure', 'denied');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT,
    "roles" "Role"[] DEFAULT ARRAY[]::"Role"[],
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "failed_sign_ins" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "last_sign_in_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "outcome" "AuditOutcome" NOT NULL,
    "request_id" TEXT,
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "detail" JSONB,
    "ip" TEXT,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "audit_events_at_idx" ON "audit_events"("at");

-- CreateIndex
CREATE INDEX "audit_events_actor_id_at_idx" ON "audit_events"("actor_id", "at");

-- CreateIndex
CREATE INDEX "audit_events_action_at_idx" ON "audit_events"("action", "at");

-- Hand-written below: constraints Prisma's schema language cannot express (its diff leaves them alone).

-- Sign-in looks users up by lower-cased email; a mixed-case row would be unreachable and could
-- duplicate another account's address.
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"));

-- Prisma creates list columns nullable; a user without roles has an empty list, never NULL.
ALTER TABLE "users" ALTER COLUMN "roles" SET NOT NULL;

-- The audit trail is append-only, enforced by the database itself so that no code path (a bug, a
-- raw query, a console session) can rewrite or erase history. Only the table's owner or a superuser
-- can lift this (DROP / DISABLE TRIGGER), so in production the app should connect as neither.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING HINT = 'Record a new audit event instead of changing or removing one.';
END;
$$;

CREATE TRIGGER "audit_events_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();

CREATE TRIGGER "audit_events_no_truncate"
  BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
