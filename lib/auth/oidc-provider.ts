import "server-only";
import type { Profile, User } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { recordAudit } from "@/lib/db/audit";
import { upsertSsoUser } from "@/lib/db/users";
import { env } from "@/lib/env";
import { rolesFromClaims } from "./oidc-roles";

// A generic OpenID Connect provider for SSO, off unless OIDC_ENABLED=true. Roles come from a claim of the
// identity provider on every sign-in, so revoking a role there takes effect at the next sign-in.

type TOidcProfile = Profile & Record<string, unknown> & { sub: string; email?: string; name?: string };

export function oidcProvider(): OAuthConfig<TOidcProfile> {
  return {
    id: "oidc",
    name: env.OIDC_DISPLAY_NAME,
    type: "oauth",
    wellKnown: `${env.OIDC_ISSUER!.replace(/\/$/, "")}/.well-known/openid-configuration`,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    profile(profile) {
      return {
        id: profile.sub,
        email: profile.email ?? null,
        name: profile.name ?? profile.email ?? profile.sub,
        roles: rolesFromClaims(profile, env.OIDC_ROLES_CLAIM, env.OIDC_ROLE_MAP),
      };
    },
  };
}

/** Creates or updates the local user; refuses a profile without email or roles, and disabled users. */
export async function onOidcSignIn(user: User, profile: Profile | undefined): Promise<boolean> {
  const email = user.email ?? profile?.email;
  const roles = user.roles ?? [];
  if (!email || roles.length === 0) {
    await recordAudit({
      action: "auth.sign_in",
      outcome: "denied",
      actor: { email: email ?? null },
      detail: { method: "oidc", reason: email ? "no_roles" : "no_email", claim: env.OIDC_ROLES_CLAIM },
    });
    return false;
  }
  const local = await upsertSsoUser({ email, name: user.name ?? email, roles });
  if (local.disabled) {
    await recordAudit({
      action: "auth.sign_in",
      outcome: "denied",
      actor: local,
      detail: { method: "oidc", reason: "disabled" },
    });
    return false;
  }
  // next-auth passes this same object to the jwt callback: carry the local id, not the IdP's subject.
  user.id = local.id;
  await recordAudit({
    action: "auth.sign_in",
    outcome: "success",
    actor: local,
    detail: { method: "oidc", roles },
  });
  return true;
}
