-- Issue 5: approvals (one row per payment, the idempotency record of Countersign's approval) and saved views.
CREATE TABLE "payment_approvals" (
    "trx_id" BIGINT NOT NULL,
    "state" TEXT NOT NULL,
    "intent_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "user_email" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "signature_id" BIGINT,
    "signature_weight" INTEGER,
    "signed_at" TIMESTAMPTZ(3),
    "signer" TEXT,
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "message" TEXT,

    CONSTRAINT "payment_approvals_pkey" PRIMARY KEY ("trx_id"),
    CONSTRAINT "payment_approvals_state_check" CHECK ("state" IN ('pending', 'approved', 'refused', 'unknown'))
);

CREATE TABLE "saved_views" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "page" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_views_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "saved_views_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "saved_views_user_id_page_name_key" ON "saved_views"("user_id", "page", "name");
