import "server-only";
import { cookies } from "next/headers";

// next-auth's double-submit CSRF cookie: "<token>|<sha256(token + secret)>", named with the __Host- prefix
// when cookies are secure. The Sign out form carries the token so it signs out by a plain POST, before
// (or without) the page's script: a click before hydration used to do nothing (README.md, Security: Sessions).
const CSRF_COOKIES = ["__Host-next-auth.csrf-token", "next-auth.csrf-token"] as const;

/** The token part of a next-auth CSRF cookie; null when there is none. next-auth checks the hash itself. */
export function csrfTokenOf(cookieValue: string | undefined): string | null {
  const token = cookieValue?.split("|")[0];
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/** This request's sign-out CSRF token, or null: the form then lands on next-auth's own sign-out page. */
export async function signOutCsrfToken(): Promise<string | null> {
  const jar = await cookies();
  for (const name of CSRF_COOKIES) {
    const token = csrfTokenOf(jar.get(name)?.value);
    if (token) return token;
  }
  return null;
}
