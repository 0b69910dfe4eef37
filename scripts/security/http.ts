// A small HTTP client for the security check: no redirects followed (a redirect's target is what is
// checked), a cookie jar per simulated browser, and answers reduced to what a check reads.

export type TAnswer = { status: number; headers: Headers; body: string; setCookies: string[] };

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps each Set-Cookie's name=value; an expired or emptied cookie is dropped (sign-out does that). */
  take(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  /** A copy: the stolen cookie of the revocation check. */
  clone() {
    const jar = new CookieJar();
    for (const [k, v] of this.cookies) jar.cookies.set(k, v);
    return jar;
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export async function send(
  base: string,
  path: string,
  init: { method?: string; jar?: CookieJar; headers?: Record<string, string>; body?: string } = {},
): Promise<TAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  const cookie = init.jar?.header();
  if (cookie) headers.cookie = cookie;
  const res = await fetch(new URL(path, base), {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const setCookies = res.headers.getSetCookie();
  init.jar?.take(setCookies);
  // An event stream never ends: its headers are all a check needs.
  const streaming = res.headers.get("content-type")?.startsWith("text/event-stream");
  const body = streaming ? (await res.body?.cancel(), "") : await res.text();
  return { status: res.status, headers: res.headers, body, setCookies };
}
