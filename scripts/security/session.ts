// Signing in and out over plain HTTP, as the login form does through next-auth: fetch a CSRF token, post the
// credentials, keep the cookies. A session exists when the session cookie was set.
import { CookieJar, send, type TAnswer } from "./http";

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export const sessionCookieOf = (jar: CookieJar) =>
  SESSION_COOKIES.map((name) => jar.get(name)).find((v) => v !== undefined);

async function csrf(base: string, jar: CookieJar): Promise<string> {
  const res = await send(base, "/api/auth/csrf", { jar });
  const token = (JSON.parse(res.body) as { csrfToken?: string }).csrfToken;
  if (!token) throw new Error(`GET /api/auth/csrf answered ${res.status} without a csrfToken`);
  return token;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

export type TSignIn = { jar: CookieJar; answer: TAnswer; signedIn: boolean };

/** A browser of its own (its own CSRF cookie) ready to post credentials, so attempts can run in parallel. */
export async function prepareSignIn(base: string) {
  const jar = new CookieJar();
  return { base, jar, csrfToken: await csrf(base, jar) };
}

/** Posts the credentials from a prepared browser. */
export async function postSignIn(
  prepared: Awaited<ReturnType<typeof prepareSignIn>>,
  email: string,
  password: string,
  callbackUrl = "/",
): Promise<TSignIn> {
  const { base, jar, csrfToken } = prepared;
  const answer = await send(base, "/api/auth/callback/credentials", {
    jar,
    ...form({ csrfToken, email, password, callbackUrl, json: "true" }),
  });
  return { jar, answer, signedIn: sessionCookieOf(jar) !== undefined };
}

/** One sign-in attempt in a browser of its own. */
export async function signIn(
  base: string,
  email: string,
  password: string,
  callbackUrl = "/",
): Promise<TSignIn> {
  return postSignIn(await prepareSignIn(base), email, password, callbackUrl);
}

/** Signs this browser out through next-auth, as the user menu does. */
export async function signOut(base: string, jar: CookieJar): Promise<TAnswer> {
  const csrfToken = await csrf(base, jar);
  return send(base, "/api/auth/signout", { jar, ...form({ csrfToken, json: "true" }) });
}
