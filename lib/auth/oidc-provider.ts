import "server-only";
import type { Profile, User } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env } from "@/lib/env";
import { rolesFromClaims } from "./client-safe/oidc-roles";
import { signInWithOidc } from "./oidc-sign-in";

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
    clientSecret: env.OIDC_CLIENT_SECRET?.reveal(),
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

/**
 * next-auth's signIn callback for SSO: `true` signs in; a string sends the browser to the sign-in page
 * with that error, so each refusal is explained in its own words.
 */
export async function onOidcSignIn(user: User, profile: Profile | undefined): Promise<true | string> {
  const claims = (profile ?? {}) as Record<string, unknown>;
  const outcome = await signInWithOidc({
    subject: String(claims.sub ?? user.id),
    email: user.email ?? (typeof claims.email === "string" ? claims.email : null),
    emailVerified: typeof claims.email_verified === "boolean" ? claims.email_verified : undefined,
    name: user.name ?? user.email ?? String(claims.sub),
    roles: user.roles ?? [],
  });
  if (!outcome.ok) return `/login?error=${OIDC_ERRORS[outcome.reason]}`;
  // next-auth passes this same object to the jwt callback: carry the local id, not the IdP's subject.
  user.id = outcome.userId;
  return true;
}

const OIDC_ERRORS = {
  no_email: "SsoNoEmail",
  email_unverified: "SsoEmailUnverified",
  no_roles: "AccessDenied",
  password_account: "SsoAccountConflict",
  other_subject: "SsoAccountConflict",
  disabled: "disabled",
} as const;
