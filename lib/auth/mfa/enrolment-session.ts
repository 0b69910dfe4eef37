import "server-only";
import { cookies } from "next/headers";
import { currentSession, type TCurrentUser } from "../current-user";
import { isRole } from "../client-safe/roles";
import { sessionCookie } from "../session-renewal";
import { cachedUserById } from "../user-cache";

// Who may use the enrolment page: any signed-in user, and also a session that signed in with the password
// only because the policy requires a second factor it does not have yet (token.mfaEnrol). For every other
// page, action and route that session is no one (lib/auth/current-user.ts), and proxy.ts sends it here.

export type TEnrolmentSession = {
  user: TCurrentUser;
  /** True for a password-only session that must enrol before anything else. */
  restricted: boolean;
  sso: boolean;
};

export async function currentEnrolmentSession(): Promise<TEnrolmentSession | null> {
  const session = await currentSession();
  if (!session?.token.uid) return null;
  const row = await cachedUserById(session.token.uid, Number(session.token.authTime) * 1000);
  if (!row || row.disabled) return null;
  if (!session.user && !session.token.mfaEnrol) return null;
  return {
    user: { id: row.id, email: row.email, name: row.name, roles: row.roles.filter(isRole) },
    restricted: !!session.token.mfaEnrol,
    sso: row.passwordHash === null,
  };
}

/** After enrolment: the same session (same sign-in time), no longer restricted. */
export async function liftEnrolmentRestriction(): Promise<void> {
  const session = await currentSession();
  if (!session?.token.mfaEnrol) return;
  const { mfaEnrol: _lifted, ...token } = session.token;
  const cookie = await sessionCookie(token);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
}
