-- SSO users are matched on the identity provider's subject, not on their email (an email match could
-- otherwise hand an existing account to whoever controls that address at the identity provider).
ALTER TABLE "users" ADD COLUMN "sso_subject" TEXT;

CREATE UNIQUE INDEX "users_sso_subject_key" ON "users"("sso_subject");
