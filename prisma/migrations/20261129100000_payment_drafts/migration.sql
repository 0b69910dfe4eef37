-- Issue 16, payment initiation with four-eyes (docs/initiation.md). One person prepares a payment (a draft),
-- others approve it under the approval policy, and Countersign submits it to the platform exactly once.
-- The app role's default privileges cover the new tables.

-- The debtor accounts an admin configured: what the New payment form offers to pay from.
CREATE TABLE "ordering_accounts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "iban" TEXT NOT NULL,
    "bic" TEXT,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ordering_accounts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ordering_accounts_iban_key" UNIQUE ("iban")
);

-- Approval policies, versioned like the confirmation rules: every save is a new row, the highest is in force,
-- and none means the default (one approval from another person).
CREATE TABLE "approval_policies" (
    "version" INTEGER NOT NULL,
    -- {rules, otherwise} as lib/domain/initiation/policy-input.ts parses it: refused at save if it does not.
    "policy" JSONB NOT NULL,
    "comment" TEXT,
    "created_by_id" UUID NOT NULL,
    "created_by_email" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approval_policies_pkey" PRIMARY KEY ("version"),
    CONSTRAINT "approval_policies_version_check" CHECK ("version" > 0)
);

-- The unit people approve: one payment, or a batch of the valid rows of one upload.
CREATE TABLE "payment_drafts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" TEXT NOT NULL,
    -- waiting (for approvals) | rejected | withdrawn | submitting (the policy is met) | submitted (every
    -- payment has its outcome)
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "maker_id" UUID NOT NULL,
    "maker_email" TEXT NOT NULL,
    -- What the policy asked when the draft was made (lib/domain/initiation/policy.ts TRequirement): a later
    -- policy applies to later drafts, so what an approver sees is what counts.
    "policy_version" INTEGER,
    "requirement" JSONB NOT NULL,
    "payment_count" INTEGER NOT NULL,
    -- {currency: minor units} over the draft's payments.
    "totals" JSONB NOT NULL,
    -- A batch's uploaded file name; null for one payment.
    "file_name" TEXT,
    "rejected_reason" TEXT,
    "closed_by_email" TEXT,
    "closed_at" TIMESTAMPTZ(3),
    "submitted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_drafts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payment_drafts_kind_check" CHECK ("kind" IN ('single', 'batch')),
    CONSTRAINT "payment_drafts_state_check"
        CHECK ("state" IN ('waiting', 'rejected', 'withdrawn', 'submitting', 'submitted')),
    CONSTRAINT "payment_drafts_count_check" CHECK ("payment_count" > 0),
    CONSTRAINT "payment_drafts_rejected_check" CHECK (("state" = 'rejected') = ("rejected_reason" IS NOT NULL))
);
CREATE INDEX "payment_drafts_maker_id_created_at_idx" ON "payment_drafts"("maker_id", "created_at");
CREATE INDEX "payment_drafts_state_created_at_idx" ON "payment_drafts"("state", "created_at");

-- Each person's approval or rejection of a draft. One row per person and draft: the database itself keeps
-- every approver a different person; the service keeps the maker out (and a trigger below, for any writer).
CREATE TABLE "draft_approvals" (
    "draft_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "user_email" TEXT NOT NULL,
    -- The approver's roles when they approved: the policy's role condition is checked against these.
    "roles" TEXT[] NOT NULL,
    -- approve | reject
    "decision" TEXT NOT NULL,
    "reason" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "draft_approvals_pkey" PRIMARY KEY ("draft_id", "user_id"),
    CONSTRAINT "draft_approvals_draft_id_fkey" FOREIGN KEY ("draft_id") REFERENCES "payment_drafts"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "draft_approvals_decision_check" CHECK ("decision" IN ('approve', 'reject')),
    CONSTRAINT "draft_approvals_reason_check" CHECK (("decision" = 'reject') = ("reason" IS NOT NULL))
);

CREATE FUNCTION "draft_approvals_not_maker"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM payment_drafts d WHERE d.id = NEW.draft_id AND d.maker_id = NEW.user_id) THEN
    RAISE EXCEPTION 'the maker of draft % cannot approve or reject it', NEW.draft_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "draft_approvals_not_maker" BEFORE INSERT OR UPDATE ON "draft_approvals"
  FOR EACH ROW EXECUTE FUNCTION "draft_approvals_not_maker"();

-- The payments of a draft, each submitted once: its Idempotency-Key and end-to-end id are fixed when the
-- draft is made, and a row is claimed (pending → sending) in a transaction before its call, so two
-- instances or a double click never send it twice; a row left in sending by a crash is reconciled.
CREATE TABLE "draft_payments" (
    "draft_id" UUID NOT NULL,
    -- 1 for a single payment; the row's line (CSV) or transaction (pain.001) in a batch.
    "line" INTEGER NOT NULL,
    -- The checked payment (lib/domain/initiation/new-payment.ts TNewPayment) with its end-to-end id.
    "payment" JSONB NOT NULL,
    "idempotency_key" UUID NOT NULL,
    "end_to_end_id" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "creditor_iban" TEXT NOT NULL,
    -- pending | sending | created | refused (the platform said no) | unknown (no answer yet: reconciled)
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    -- v3 | createSepaPmt: the operation the row was sent with (the key is per operation).
    "api" TEXT,
    "platform_id" BIGINT,
    "platform_status" TEXT,
    "provider_status" INTEGER,
    "provider_code" TEXT,
    "message" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "draft_payments_pkey" PRIMARY KEY ("draft_id", "line"),
    CONSTRAINT "draft_payments_idempotency_key_key" UNIQUE ("idempotency_key"),
    CONSTRAINT "draft_payments_draft_id_fkey" FOREIGN KEY ("draft_id") REFERENCES "payment_drafts"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "draft_payments_state_check" CHECK ("state" IN ('pending', 'sending', 'created', 'refused', 'unknown')),
    CONSTRAINT "draft_payments_created_check" CHECK (("state" = 'created') = ("platform_id" IS NOT NULL))
);
CREATE INDEX "draft_payments_state_sent_at_idx" ON "draft_payments"("state", "sent_at");
CREATE INDEX "draft_payments_creditor_iban_idx" ON "draft_payments"("creditor_iban");
CREATE UNIQUE INDEX "draft_payments_platform_id_key" ON "draft_payments"("platform_id");
