import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { requestIdFrom } from "@/lib/auth/client-safe/request-id";
import { isSessionExpired } from "@/lib/auth/client-safe/session-clock";
import { decodeSession } from "@/lib/auth/session-jwt";
import { renewedSessionCookie } from "@/lib/auth/session-renewal";
import { env } from "@/lib/env";
import { refuseUndecodableAction } from "@/lib/http/action-body-guard";
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from "@/lib/security-headers";

// Runs before every page request and server action (actions post to page paths). It is a convenience, not
// the security boundary (every page, action and route checks its own permission on the server): it stamps
// a request id, sends signed-out browsers to sign-in, and renews the session cookie on activity, which is
// what makes SESSION_IDLE_MINUTES an *idle* limit.
//
// API routes (/api/*) are left out by the matcher: running the proxy cost each of them about 0.6 ms, a
// fifth of the BFF's budget per platform call (scripts/bench/README.md, bff-overhead). Their guards do the
// same three things (lib/auth/guard-route.ts), and the public ones (webhooks, health, next-auth) never
// needed a session.

const PUBLIC = [/^\/login$/];
/** Where a session that must enrol a second factor is sent, and all it may reach (lib/auth/mfa/). */
const ENROLMENT = "/second-factor";

// Each page gets its Content-Security-Policy with a fresh nonce, on the response and on the request, where
// Next.js reads it to put the nonce on its own scripts and app/layout.tsx reads it (x-nonce) for the theme
// script; and HSTS when the app's address is https. Redirects to sign-in carry them too.
export async function proxy(req: NextRequest) {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { development: env.NODE_ENV === "development" });
  const res = await routePage(req, { "x-nonce": nonce, "content-security-policy": csp });
  res.headers.set("content-security-policy", csp);
  const hsts = strictTransportSecurity(env.NEXTAUTH_URL);
  if (hsts) res.headers.set("strict-transport-security", hsts);
  return res;
}

async function routePage(req: NextRequest, extra: Record<string, string>) {
  const requestId = requestIdFrom(req.headers.get("x-request-id"));
  const { pathname, search } = req.nextUrl;
  const forwarded = new Headers(req.headers);
  forwarded.set("x-request-id", requestId);
  forwarded.set("x-pathname", pathname);
  for (const [name, value] of Object.entries(extra)) forwarded.set(name, value);
  const next = () => NextResponse.next({ request: { headers: forwarded } });

  if (PUBLIC.some((re) => re.test(pathname))) return stamp(next(), requestId);

  const secureCookie = env.NEXTAUTH_URL.startsWith("https://");
  const token = await getToken({
    req,
    secret: env.NEXTAUTH_SECRET.reveal(),
    secureCookie,
    decode: decodeSession,
  });
  if (!token?.uid || isSessionExpired(token.authTime, env.SESSION_MAX_HOURS)) {
    const login = new URL("/login", req.url);
    login.searchParams.set("callbackUrl", pathname + search);
    return stamp(NextResponse.redirect(login), requestId);
  }

  // A server action body Next's own decoding would throw on (a 500 from inside Next) is refused here.
  const refused = await refuseUndecodableAction(req);
  if (refused) {
    refused.headers.set("x-request-id", requestId);
    return refused;
  }
  if (token.mfaEnrol && pathname !== ENROLMENT)
    return stamp(NextResponse.redirect(new URL(ENROLMENT, req.url)), requestId);

  const res = next();
  const cookie = await renewedSessionCookie(token);
  if (cookie) res.cookies.set(cookie.name, cookie.value, cookie.options);
  return stamp(res, requestId);
}

function stamp(res: NextResponse, requestId: string) {
  res.headers.set("x-request-id", requestId);
  return res;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
