// Open redirects: each vector goes in as `callbackUrl` to the sign-in page of a signed-in browser, which
// redirects at once. The Location is resolved as a browser would (the WHATWG URL parser drops tabs and
// newlines and reads "\" as "/"), and must stay on the deployment's origin; no vector may cause a 5xx.
import { send, type CookieJar } from "./http";
import { verdictOf, type TSecurityResult } from "./report";

export const REDIRECT_VECTORS = [
  "//evil.example",
  "///evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\t\\evil.example",
  "/\n\\evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  " //evil.example",
  "%2F%2Fevil.example",
  "/%09/evil.example",
  "/%5Cevil.example",
  "%2F%09%2Fevil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
];

export async function checkRedirects(base: string, signedIn: CookieJar): Promise<TSecurityResult> {
  const origin = new URL(base).origin;
  const problems: string[] = [];
  const seen: string[] = [];
  for (const vector of REDIRECT_VECTORS) {
    const res = await send(base, `/login?callbackUrl=${encodeURIComponent(vector)}`, { jar: signedIn });
    const location = res.headers.get("location");
    seen.push(`${JSON.stringify(vector)} → ${res.status}${location ? ` ${JSON.stringify(location)}` : ""}`);
    if (res.status >= 500) problems.push(`${JSON.stringify(vector)} answered ${res.status}`);
    if (location && new URL(location, base).origin !== origin)
      problems.push(`${JSON.stringify(vector)} redirects off the origin, to ${new URL(location, base).href}`);
  }
  return verdictOf(`no open redirect after sign-in (${REDIRECT_VECTORS.length} vectors)`, problems, seen);
}
