-- Issue 14: a second factor (TOTP, RFC 6238) for password accounts, its recovery codes, and the policy of
-- who must have one (README.md, Security: Second factor).

-- One row per password account that started enrolment; deleted when an administrator resets the factor.
CREATE TABLE "user_mfa" (
    "user_id" UUID NOT NULL,
    -- The TOTP secret, AES-256-GCM under MFA_ENCRYPTION_KEY with the user id as associated data
    -- (lib/auth/mfa/secret-box.ts): a database dump alone does not yield it.
    "secret_box" TEXT NOT NULL,
    -- Null while enrolment waits for its first code; the factor is asked for at sign-in only once set.
    "confirmed_at" TIMESTAMPTZ(3),
    -- The last TOTP time step accepted: a code of this step or an earlier one is refused (no replay).
    "last_step" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "user_mfa_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "user_mfa_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Ten single-use codes per enrolment, stored as salted HMAC-SHA-256 under a key derived from
-- MFA_ENCRYPTION_KEY (lib/auth/mfa/recovery-codes.ts says why not scrypt).
CREATE TABLE "mfa_recovery_codes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "salt" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "mfa_recovery_codes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "mfa_recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_mfa"("user_id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "mfa_recovery_codes_user_id_idx" ON "mfa_recovery_codes"("user_id");

-- Who must have a second factor: one row at most, saved by an administrator in Settings. No row: 'money'.
CREATE TABLE "mfa_policy" (
    "id" SMALLINT NOT NULL DEFAULT 1 CHECK ("id" = 1),
    -- all (every password account) | money (roles that move money) | optional (nobody is required)
    "policy" TEXT NOT NULL CHECK ("policy" IN ('all', 'money', 'optional')),
    "updated_by" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "mfa_policy_pkey" PRIMARY KEY ("id")
);
