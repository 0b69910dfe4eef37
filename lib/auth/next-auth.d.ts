import type { TRole } from "./roles";

// What Countersign keeps in the session cookie (a JWT encrypted with NEXTAUTH_SECRET).
declare module "next-auth" {
  interface User {
    roles?: TRole[];
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
  }
}
