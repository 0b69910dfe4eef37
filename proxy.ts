import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { isSessionExpired, nowSeconds } from "@/lib/auth/session-clock";
import { decodeSession, encodeSession } from "@/lib/auth/session-jwt";
import { env } from "@/lib/env";

// Runs before every request. It is a convenience, not the security boundary (every page, action and route
// checks its own permission on the server): it stamps a request id, sends signed-out browsers to sign-in,
// and renews the session cookie on activity, which is what makes SESSION_IDLE_MINUTES an *idle* limit.

const PUBLIC = [/^\/login$/, /^\/api\/auth\//, /^\/api\/health$/, /^\/api\/webhooks(\/|$)/];
const RENEW_AFTER_SECONDS = 60;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function proxy(req: NextRequest) {
  const incoming = req.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  const { pathname, search } = req.nextUrl;
  const forwarded = new Headers(req.headers);
  forwarded.set("x-request-id", requestId);
  forwarded.set("x-pathname", pathname);
  const next = () => NextResponse.next({ request: { headers: forwarded } });

  if (PUBLIC.some((re) => re.test(pathname))) return stamp(next(), requestId);

  const secureCookie = env.NEXTAUTH_URL.startsWith("https://");
  const token = await getToken({ req, secret: env.NEXTAUTH_SECRET, secureCookie, decode: decodeSession });
  if (!token?.uid || isSessionExpired(token.authTime, env.SESSION_MAX_HOURS)) {
    if (pathname.startsWith("/api/")) {
      return stamp(
        NextResponse.json(
          { error: { code: "unauthenticated", message: "Sign in first.", requestId } },
          { status: 401 },
        ),
        requestId,
      );
    }
    const login = new URL("/login", req.url);
    login.searchParams.set("callbackUrl", pathname + search);
    return stamp(NextResponse.redirect(login), requestId);
  }

  const res = next();
  if (nowSeconds() - (typeof token.iat === "number" ? token.iat : 0) >= RENEW_AFTER_SECONDS) {
    const maxAge = env.SESSION_IDLE_MINUTES * 60;
    const name = `${secureCookie ? "__Secure-" : ""}next-auth.session-token`;
    res.cookies.set(name, await encodeSession({ token, secret: env.NEXTAUTH_SECRET, maxAge }), {
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookie,
      path: "/",
      maxAge,
    });
  }
  return stamp(res, requestId);
}

function stamp(res: NextResponse, requestId: string) {
  res.headers.set("x-request-id", requestId);
  return res;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
