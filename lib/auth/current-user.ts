import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { env } from "@/lib/env";
import { clientAddress } from "./client-address";
import { requestIdFrom } from "./client-safe/request-id";
import { isRole, type TRole } from "./client-safe/roles";
import { isSessionExpired } from "./client-safe/session-clock";
import { decodeSession } from "./session-jwt";
import { liveSessionUser } from "./client-safe/session-user";
import { cachedUserById } from "./user-cache";

export type TCurrentUser = { id: string; email: string; name: string; roles: TRole[] };

export type TSession = {
  /** The decoded session cookie (renewed from it by the API guards). */
  token: JWT;
  /** Null when the session is live but the account is disabled. */
  user: TCurrentUser | null;
};

/**
 * The session of this request, or null when it carries no valid, unexpired session cookie, or the session
 * was ended (signed out, ended everywhere, the account disabled or deleted: lib/auth/client-safe/session-user.ts). The
 * cookie says who it is; the database has the last word on whether its session is still live, the account
 * still enabled and which roles it holds, so ending a session, disabling a user or removing a role takes
 * effect on their next request rather than when their cookie runs out (the row is kept in memory only while
 * every change to it is heard: lib/auth/user-cache.ts). Cached per render.
 */
export const currentSession = cache(async (): Promise<TSession | null> => {
  // Who is asking is only known per request: say so before touching settings, so `next build` never tries
  // to prerender a signed-in page (and needs no runtime settings).
  await connection();
  // The cookie is decoded once, here, rather than through getServerSession, which runs next-auth's whole
  // session handler: a second decode and a fresh encryption that a route or action throws away.
  const token = await getToken({
    req: { cookies: await cookies(), headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: env.NEXTAUTH_SECRET.reveal(),
    secureCookie: env.NEXTAUTH_URL.startsWith("https://"),
    decode: decodeSession,
  });
  if (!token?.uid || isSessionExpired(token.authTime, env.SESSION_MAX_HOURS)) return null;
  const user = await liveSessionUser(cachedUserById, token);
  if (!user) return null;
  // A session that must first enrol a second factor acts as no one (lib/auth/mfa/enrolment-session.ts).
  if (user.disabled || token.mfaEnrol) return { token, user: null };
  return {
    token,
    user: { id: user.id, email: user.email, name: user.name, roles: user.roles.filter(isRole) },
  };
});

/** The signed-in user, or null (see currentSession). */
export async function currentUser(): Promise<TCurrentUser | null> {
  return (await currentSession())?.user ?? null;
}

/**
 * Request facts for audit rows and error references. Pages and actions get the request id proxy.ts
 * stamped; API routes (which the proxy skips) get the caller's valid id or a new one, so call this once
 * per request and pass the id on.
 */
export async function requestContext() {
  const h = await headers();
  return {
    requestId: requestIdFrom(h.get("x-request-id")),
    pathname: h.get("x-pathname") ?? "/",
    ip: clientAddress(h, env.TRUSTED_PROXY_HOPS),
  };
}

/**
 * For long-lived connections (the live stream): is the session still live and the account enabled? The
 * stream asks again whenever the user's row or sessions change, so this reads through the same cache.
 */
export async function isSessionStillLive(token: TSession["token"]): Promise<boolean> {
  const user = await liveSessionUser(cachedUserById, token);
  return !!user && !user.disabled;
}
