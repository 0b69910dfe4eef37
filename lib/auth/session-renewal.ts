import type { JWT } from "next-auth/jwt";
import { env } from "@/lib/env";
import { nowSeconds } from "./client-safe/session-clock";
import { encodeSession } from "./session-jwt";

// The session cookie is re-issued on activity, which is what makes SESSION_IDLE_MINUTES an *idle* limit.
// Pages are renewed by proxy.ts; API routes, which the proxy does not run for, by their guard.

/** Re-issue at most once a minute: each renewal is an encryption and a Set-Cookie. */
const RENEW_AFTER_SECONDS = 60;

export function sessionCookieName(): string {
  return `${env.NEXTAUTH_URL.startsWith("https://") ? "__Secure-" : ""}next-auth.session-token`;
}

/** The renewed cookie for a valid session token, or null when it was issued less than a minute ago. */
export async function renewedSessionCookie(token: JWT) {
  if (nowSeconds() - (typeof token.iat === "number" ? token.iat : 0) < RENEW_AFTER_SECONDS) return null;
  return sessionCookie(token);
}

/** The session cookie for `token`, issued now (a changed token is re-issued at once). */
export async function sessionCookie(token: JWT) {
  const maxAge = env.SESSION_IDLE_MINUTES * 60;
  return {
    name: sessionCookieName(),
    value: await encodeSession({ token, secret: env.NEXTAUTH_SECRET.reveal(), maxAge }),
    options: {
      httpOnly: true,
      sameSite: "lax" as const,
      secure: env.NEXTAUTH_URL.startsWith("https://"),
      path: "/",
      maxAge,
    },
  };
}
