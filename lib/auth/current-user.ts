import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { findUserById } from "@/lib/db/users";
import { env } from "@/lib/env";
import { isRole, type TRole } from "./roles";
import { isSessionExpired } from "./session-clock";
import { decodeSession } from "./session-jwt";

export type TCurrentUser = { id: string; email: string; name: string; roles: TRole[] };

/**
 * The signed-in user, or null. The cookie says who it is; the database has the last word on whether the
 * account is still enabled and which roles it holds, so disabling a user or removing a role takes effect
 * on their next request rather than when their cookie runs out. Cached per request.
 */
export const currentUser = cache(async (): Promise<TCurrentUser | null> => {
  // Who is asking is only known per request: say so before touching settings, so `next build` never tries
  // to prerender a signed-in page (and needs no runtime settings).
  await connection();
  // The cookie is decoded once, here, rather than through getServerSession, which runs next-auth's whole
  // session handler: a second decode and a fresh encryption that a route or action throws away.
  const token = await getToken({
    req: { cookies: await cookies(), headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: env.NEXTAUTH_SECRET,
    secureCookie: env.NEXTAUTH_URL.startsWith("https://"),
    decode: decodeSession,
  });
  if (!token?.uid || isSessionExpired(token.authTime, env.SESSION_MAX_HOURS)) return null;
  const user = await findUserById(token.uid);
  if (!user || user.disabled) return null;
  return { id: user.id, email: user.email, name: user.name, roles: user.roles.filter(isRole) };
});

/** Request facts set by proxy.ts, for audit rows and error references. */
export async function requestContext() {
  const h = await headers();
  return {
    requestId: h.get("x-request-id"),
    pathname: h.get("x-pathname") ?? "/",
    ip: h.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
  };
}

/** For long-lived connections (the live stream): is the account still there and enabled? */
export async function isUserStillActive(id: string): Promise<boolean> {
  const user = await findUserById(id);
  return !!user && !user.disabled;
}
