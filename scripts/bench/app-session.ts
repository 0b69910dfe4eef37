// A signed-in client of the app for the benchmarks: a cookie jar that follows next-auth's session cookie as
// a browser would (renewals included), the credentials sign-in, one GET over a keep-alive pool, and the
// sandbox's gateway token for reading the platform directly.
import { Pool } from "undici";
import { SANDBOX_CLIENTS, SANDBOX_TENANT_ID } from "../../sandbox/defaults";

export async function send(pool: Pool, url: string, headers: Record<string, string>, jar?: CookieJar) {
  const res = await pool.request({ method: "GET", path: url, headers });
  const body = await res.body.text();
  jar?.take(res.headers["set-cookie"]);
  return { status: res.statusCode, body };
}

export async function gatewayToken(origin: string): Promise<string> {
  const { id, secret } = SANDBOX_CLIENTS.gateway;
  const res = await fetch(`${origin}/auth/realms/${SANDBOX_TENANT_ID}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: id, client_secret: secret }),
  });
  if (!res.ok) throw new Error(`sandbox token: HTTP ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The cookies a browser would hold for the app: name → value, replaced by every Set-Cookie. */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined) {
    for (const line of typeof setCookie === "string" ? [setCookie] : (setCookie ?? [])) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      if (eq > 0) this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/** next-auth's credentials sign-in, as the login form does it: a CSRF token, then the callback. */
export async function signInWithCredentials(origin: string, jar: CookieJar, email: string, password: string) {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  jar.take(csrf.headers.getSetCookie());
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${origin}/`, json: "true" }),
  });
  jar.take(res.headers.getSetCookie());
  if (!jar.has("next-auth.session-token"))
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
}
