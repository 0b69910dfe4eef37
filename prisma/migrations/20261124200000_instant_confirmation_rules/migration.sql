-- Issue 6: confirmation rules (versioned: every save is a new version, the highest one is in force) and
-- what Countersign answered for each pending Instant payment, by rule or by a person.

CREATE TABLE "confirmation_rule_sets" (
    "version" INTEGER NOT NULL,
    -- The ordered rules, as lib/schemas/confirmation-rules.ts parses them: a set that does not parse is
    -- refused when saved, so whatever is stored here evaluates.
    "rules" JSONB NOT NULL,
    "comment" TEXT,
    -- No foreign key: the version history outlives the account that wrote it (like the audit log).
    "created_by_id" UUID NOT NULL,
    "created_by_email" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "confirmation_rule_sets_pkey" PRIMARY KEY ("version"),
    CONSTRAINT "confirmation_rule_sets_version_check" CHECK ("version" > 0)
);

-- Which rule set was evaluated for the payment and what it said (LEAVE: left for people).
ALTER TABLE "pending_confirmations" ADD COLUMN "rules_version" INTEGER;
ALTER TABLE "pending_confirmations" ADD COLUMN "rule_id" TEXT;
ALTER TABLE "pending_confirmations" ADD COLUMN "rule_name" TEXT;
ALTER TABLE "pending_confirmations" ADD COLUMN "rule_outcome" TEXT;
-- Who sent Countersign's answer: a rule or a user (decided_by holds the rule's name or the user's email).
ALTER TABLE "pending_confirmations" ADD COLUMN "decision_source" TEXT;
ALTER TABLE "pending_confirmations" ADD COLUMN "decided_by_user_id" UUID;
-- The answer's own life: claimed (sending) before the platform is called, so one payment is answered once.
ALTER TABLE "pending_confirmations" ADD COLUMN "answer_state" TEXT;
ALTER TABLE "pending_confirmations" ADD COLUMN "answered_at" TIMESTAMPTZ(3);
ALTER TABLE "pending_confirmations" ADD COLUMN "answer_http_status" INTEGER;
ALTER TABLE "pending_confirmations" ADD COLUMN "answer_code" TEXT;
ALTER TABLE "pending_confirmations" ADD COLUMN "answer_message" TEXT;

ALTER TABLE "pending_confirmations" ADD CONSTRAINT "pending_confirmations_rule_outcome_check"
    CHECK ("rule_outcome" IS NULL OR "rule_outcome" IN ('ACCEPT', 'REJECT', 'LEAVE'));
ALTER TABLE "pending_confirmations" ADD CONSTRAINT "pending_confirmations_decision_source_check"
    CHECK ("decision_source" IS NULL OR "decision_source" IN ('rule', 'user'));
ALTER TABLE "pending_confirmations" ADD CONSTRAINT "pending_confirmations_answer_state_check"
    CHECK ("answer_state" IS NULL OR "answer_state" IN ('sending', 'sent', 'refused', 'unknown'));
ALTER TABLE "pending_confirmations" ADD CONSTRAINT "pending_confirmations_decision_check"
    CHECK ("decision" IS NULL OR "decision" IN ('ACCEPT', 'REJECT'));

-- The decisions history pages newest first.
CREATE INDEX "pending_confirmations_received_at_idx" ON "pending_confirmations"("received_at" DESC, "trx_id" DESC);
