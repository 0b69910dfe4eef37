// An SSO sign-in's step-up time (README.md, Security: Step-up): when the identity provider last
// authenticated the person (`auth_time`, OpenID Connect Core §2), not when Countersign got the answer. The
// dialog asks the IdP to authenticate again (`prompt=login`, `max_age=0`); an IdP that signs in silently
// from its own older session instead reports that older time, which then does not count as a fresh check.
// Without the claim the sign-in time stands in, as for a password sign-in.

/** `profile`: the ID token's claims (next-auth's OIDC profile); null for a password sign-in. */
export function stepUpTimeOfSignIn(profile: unknown, now: number = Date.now()): Date {
  const authTime = Number((profile as { auth_time?: unknown } | null | undefined)?.auth_time);
  if (!Number.isFinite(authTime) || authTime <= 0) return new Date(now);
  // A clock ahead of ours never makes a check newer than now.
  return new Date(Math.min(authTime * 1000, now));
}
