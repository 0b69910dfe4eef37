import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { startUserSession } from "@/lib/db/user-sessions";
import { endSignedOutSession } from "@/lib/services/users/end-sessions";
import { env } from "@/lib/env";
import { clientAddress } from "./client-address";
import { safeCallbackUrl } from "./client-safe/callback-url";
import { oidcProvider, onOidcSignIn } from "./oidc-provider";
import { requestIdFrom } from "./client-safe/request-id";
import { isSessionExpired, nowSeconds } from "./client-safe/session-clock";
import { decodeSession, encodeSession } from "./session-jwt";
import { liveSessionUser } from "./client-safe/session-user";
import { signInWithPassword } from "./sign-in";
import { stepUpTimeOfSignIn } from "./step-up/idp-check-time";
import { cachedUserById } from "./user-cache";

// next-auth v4 (the stable line; v5 is still beta) with JWT sessions: the encrypted cookie carries the
// user's id and roles, so any instance can serve any request. Idle expiry is the cookie's maxAge, renewed
// by proxy.ts on activity; the absolute limit counts from `authTime` and is never renewed. Each sign-in
// also stores a session row whose id (`sid`) the cookie carries, so a session can be ended before its
// cookie runs out (lib/auth/client-safe/session-user.ts).

function requestMeta(headers: Record<string, unknown> | undefined) {
  const header = (name: string) => (typeof headers?.[name] === "string" ? (headers[name] as string) : null);
  return {
    ip: clientAddress({ get: header }, env.TRUSTED_PROXY_HOPS),
    requestId: requestIdFrom(header("x-request-id")),
  };
}

function buildAuthOptions(): NextAuthOptions {
  const credentials = CredentialsProvider({
    id: "credentials",
    name: "Email and password",
    credentials: {
      email: { label: "Email", type: "email" },
      password: { label: "Password", type: "password" },
    },
    async authorize(input, req) {
      const result = await signInWithPassword(input, requestMeta(req.headers));
      // next-auth hands a thrown message to the sign-in page as `?error=`: one of invalid, locked, disabled.
      if (!result.ok) throw new Error(result.reason);
      return result.user;
    },
  });

  return {
    secret: env.NEXTAUTH_SECRET.reveal(),
    session: { strategy: "jwt", maxAge: env.SESSION_IDLE_MINUTES * 60 },
    jwt: { maxAge: env.SESSION_IDLE_MINUTES * 60, encode: encodeSession, decode: decodeSession },
    pages: { signIn: "/login", error: "/login" },
    providers: env.OIDC_ENABLED ? [credentials, oidcProvider()] : [credentials],
    callbacks: {
      // Every callbackUrl next-auth is given (sign-in form, SSO, a crafted POST or GET to /api/auth/*)
      // becomes a path of this app, the same way the login page reads it.
      async redirect({ url, baseUrl }) {
        return new URL(safeCallbackUrl(url, baseUrl), baseUrl).href;
      },
      async signIn({ user, account, profile }) {
        if (account?.provider !== "oidc") return true;
        return onOidcSignIn(user, profile);
      },
      async jwt({ token, user, profile }) {
        if (user) {
          token.uid = user.id;
          token.roles = user.roles ?? [];
          token.authTime = nowSeconds();
          // Password right, second factor required but not set up: this session may only enrol.
          if (user.mfaEnrol) token.mfaEnrol = true;
          const expiresAt = new Date((token.authTime + env.SESSION_MAX_HOURS * 3600) * 1000);
          token.sid = await startUserSession(user.id, expiresAt, stepUpTimeOfSignIn(profile));
          return token;
        }
        // An expired or ended session keeps no identity; getSessionUser() then treats the caller as signed
        // out. (Only next-auth's own /api/auth/session reads a session here; the guards check their own.)
        if (isSessionExpired(token.authTime, env.SESSION_MAX_HOURS)) return { exp: 0 };
        if (!(await liveSessionUser(cachedUserById, token))) return { exp: 0 };
        return token;
      },
      async session({ session, token }) {
        session.user = {
          id: token.uid ?? "",
          email: token.email ?? "",
          name: token.name ?? "",
          roles: token.roles ?? [],
        };
        session.authTime = token.authTime ?? 0;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (!token?.uid) return;
        // Ends this session on the server, not just in this browser: a copy of the cookie is refused from
        // now on. The user's other sessions (other browsers) stay signed in.
        await endSignedOutSession({ uid: token.uid, sid: token.sid, email: token.email });
      },
    },
  };
}

let options: NextAuthOptions | undefined;

/** Built on first use, not at import, so `next build` does not need the runtime settings. */
export function authOptions(): NextAuthOptions {
  options ??= buildAuthOptions();
  return options;
}
