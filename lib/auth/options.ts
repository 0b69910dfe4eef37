import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { recordAudit } from "@/lib/db/audit";
import { env } from "@/lib/env";
import { oidcProvider, onOidcSignIn } from "./oidc-provider";
import { requestIdFrom } from "./request-id";
import { isSessionExpired, nowSeconds } from "./session-clock";
import { decodeSession, encodeSession } from "./session-jwt";
import { signInWithPassword } from "./sign-in";

// next-auth v4 (the stable line; v5 is still beta) with JWT sessions: the encrypted cookie carries the
// user's id and roles, so any instance can serve any request. Idle expiry is the cookie's maxAge, renewed
// by proxy.ts on activity; the absolute limit counts from `authTime` and is never renewed.

function requestMeta(headers: Record<string, unknown> | undefined) {
  const header = (name: string) => (typeof headers?.[name] === "string" ? (headers[name] as string) : null);
  return {
    ip: header("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
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
      async signIn({ user, account, profile }) {
        if (account?.provider !== "oidc") return true;
        return onOidcSignIn(user, profile);
      },
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.roles = user.roles ?? [];
          token.authTime = nowSeconds();
        }
        // An expired session keeps no identity; getSessionUser() then treats the caller as signed out.
        if (isSessionExpired(token.authTime, env.SESSION_MAX_HOURS)) return { exp: 0 };
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
        await recordAudit({
          action: "auth.sign_out",
          outcome: "success",
          actor: { id: token.uid, email: token.email },
        });
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
