-- Issue 7: ledger writes and their intents, recently seen ledger items, restriction-order decisions.

-- One row per user intent to write to the ledger (post a transaction, close an account). The intent key,
-- made once by the browser when the form or dialog opens, is the Idempotency-Key sent to the ledger on
-- every attempt, so a double click, two tabs or a retry after a timeout queue the work once.
CREATE TABLE "ledger_writes" (
    "intent_key" UUID NOT NULL,
    "kind" TEXT NOT NULL CHECK ("kind" IN ('transaction', 'close')),
    "user_id" UUID NOT NULL,
    "user_email" TEXT NOT NULL,
    -- The account id of a close; the referenceId of a transaction.
    "target" TEXT NOT NULL,
    -- SHA-256 of the canonical request: the same key with another request is refused before the platform.
    "request_sha256" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    -- pending (a request is out) | accepted (202) | refused (4xx: the key is not used up) | unknown (no answer)
    "state" TEXT NOT NULL CHECK ("state" IN ('pending', 'accepted', 'refused', 'unknown')),
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "correlation_id" TEXT,
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),
    CONSTRAINT "ledger_writes_pkey" PRIMARY KEY ("intent_key")
);
CREATE INDEX "ledger_writes_user_id_created_at_idx" ON "ledger_writes"("user_id", "created_at");

-- Ledger accounts and transactions a user opened, newest first (a short list per user and kind).
CREATE TABLE "recent_ledger_items" (
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL CHECK ("kind" IN ('account', 'transaction')),
    "ref" TEXT NOT NULL,
    -- What the list shows beside the id (an IBAN, a reference id), as read when it was opened.
    "label" TEXT,
    "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "recent_ledger_items_pkey" PRIMARY KEY ("user_id", "kind", "ref"),
    CONSTRAINT "recent_ledger_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);
CREATE INDEX "recent_ledger_items_user_id_kind_seen_at_idx" ON "recent_ledger_items"("user_id", "kind", "seen_at");

-- Countersign's decision on one restriction order, and its idempotency record: the restriction API takes
-- no Idempotency-Key, so one row per order makes a double click, two tabs, two users or a retry after a
-- timeout decide once.
CREATE TABLE "restriction_decisions" (
    "doc_id" TEXT NOT NULL,
    -- CONFIRM | REJECT
    "decision" TEXT NOT NULL CHECK ("decision" IN ('CONFIRM', 'REJECT')),
    -- One of the 20 rejection reasons; null for a confirmation.
    "reason" TEXT,
    "intent_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "user_email" TEXT NOT NULL,
    -- pending | decided | refused (the platform said no; may be decided again) | unknown (no answer)
    "state" TEXT NOT NULL CHECK ("state" IN ('pending', 'decided', 'refused', 'unknown')),
    "attempts" INTEGER NOT NULL DEFAULT 1,
    -- result.accepted of the platform's answer (an opaque string).
    "accepted" TEXT,
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "message" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    CONSTRAINT "restriction_decisions_pkey" PRIMARY KEY ("doc_id"),
    CONSTRAINT "restriction_decisions_reject_reason_check" CHECK (("decision" = 'REJECT') = ("reason" IS NOT NULL))
);
