import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { env } from "@/lib/env";
import { requestIdFrom } from "./request-id";
import { isRole, type TRole } from "./roles";
import { isSessionExpired } from "./session-clock";
import { findUserById } from "@/lib/db/users";
import { decodeSession } from "./session-jwt";
import { cachedUserById } from "./user-cache";

export type TCurrentUser = { id: string; email: string; name: string; roles: TRole[] };

export type TSession = {
  /** The decoded session cookie (renewed from it by the API guards). */
  token: JWT;
  /** Null when the cookie is valid but the account is gone or disabled. */
  user: TCurrentUser | null;
};

/**
 * The session of this request, or null when it carries no valid, unexpired session cookie. The cookie says
 * who it is; the database has the last word on whether the account is still enabled and which roles it
 * holds, so disabling a user or removing a role takes effect on their next request rather than when their
 * cookie runs out (the row is kept in memory only while every change to it is heard:
 * lib/auth/user-cache.ts). Cached per render.
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
  const user = await cachedUserById(token.uid, Number(token.authTime) * 1000);
  if (!user || user.disabled) return { token, user: null };
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
    ip: h.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
  };
}

/** For long-lived connections (the live stream): is the account still there and enabled? */
export async function isUserStillActive(id: string): Promise<boolean> {
  const user = await findUserById(id);
  return !!user && !user.disabled;
}
