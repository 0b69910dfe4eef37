import type { TRole } from "./client-safe/roles";

// What Countersign keeps in the session cookie (a JWT encrypted with NEXTAUTH_SECRET).
declare module "next-auth" {
  interface User {
    roles?: TRole[];
    /** Signed in with the password only, and required to enrol a second factor before anything else. */
    mfaEnrol?: boolean;
  }
  interface Session {
    user: { id: string; email: string; name: string; roles: TRole[] };
    authTime: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    roles?: TRole[];
    /** Seconds since the epoch of the sign-in; the absolute session limit counts from here. */
    authTime?: number;
    /** The stored session's id (user_sessions): the cookie is refused once that row is gone. */
    sid?: string;
    /** The session may only reach the second-factor enrolment page (lib/auth/mfa/enrolment-session.ts). */
    mfaEnrol?: boolean;
  }
}
