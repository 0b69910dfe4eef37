import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { createSsoUser, findUserByEmail, findUserBySsoSubject, recordSsoSignIn } from "@/lib/db/users";
import type { TRole } from "./client-safe/roles";
import { forgetUser } from "./user-cache";

// Who an SSO sign-in may become. The identity provider's subject (`sub`) is the identity; the email only
// finds an account on first sign-in, and only an SSO account that no other subject owns. A password
// account is never handed to SSO: whoever controls that address at the identity provider would otherwise
// take over the local account (including a seeded administrator).

export type TOidcIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean | undefined;
  name: string;
  roles: TRole[];
};

export type TOidcRefusal =
  "no_email" | "email_unverified" | "no_roles" | "password_account" | "other_subject" | "disabled";
export type TOidcOutcome = { ok: true; userId: string } | { ok: false; reason: TOidcRefusal };

export async function signInWithOidc(identity: TOidcIdentity): Promise<TOidcOutcome> {
  const refuse = async (reason: TOidcRefusal, actorId: string | null = null): Promise<TOidcOutcome> => {
    await recordAudit({
      action: "auth.sign_in",
      outcome: "denied",
      actor: { id: actorId, email: identity.email },
      detail: { method: "oidc", reason, subject: identity.subject },
    });
    return { ok: false, reason };
  };
  if (!identity.email) return refuse("no_email");
  if (identity.emailVerified === false) return refuse("email_unverified");

  const bySubject = await findUserBySsoSubject(identity.subject);
  const existing = bySubject ?? (await findUserByEmail(identity.email));
  if (existing && !bySubject) {
    if (existing.passwordHash) return refuse("password_account", existing.id);
    if (existing.ssoSubject && existing.ssoSubject !== identity.subject)
      return refuse("other_subject", existing.id);
  }
  // Checked before anything is written: a refused sign-in changes nothing about the account.
  if (existing?.disabled) return refuse("disabled", existing.id);
  if (identity.roles.length === 0) return refuse("no_roles", existing?.id ?? null);

  const user = existing
    ? await recordSsoSignIn(existing.id, identity)
    : await createSsoUser({ ...identity, email: identity.email });
  // The roles may have changed: the session's first request must not get them from an older copy.
  forgetUser(user.id);
  await recordAudit({
    action: "auth.sign_in",
    outcome: "success",
    actor: { id: user.id, email: user.email },
    detail: { method: "oidc", roles: identity.roles, subject: identity.subject, created: !existing },
  });
  return { ok: true, userId: user.id };
}
