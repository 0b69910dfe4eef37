// Client-safe. Where to go after sign-in: only a path of this app, so a crafted link cannot send a freshly
// signed-in user to another site. Every consumer goes through here: the login page, the login form before
// its `location.assign`, and next-auth's redirect callback (lib/auth/options.ts).

// C0 controls, DEL and C1 controls. The URL parser drops tab, CR and LF silently ("/\t/evil.example" is
// "//evil.example"), and a newline in a Location header fails the response, so any of them is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Percent-decoded forms checked beyond the value itself, so double-encoded tricks are seen too.
const DECODE_LAYERS = 3;
const MAX_LENGTH = 2048;

/**
 * `value` as a same-origin path (path, query and fragment), or "/" when it is anything else: not a string,
 * too long, with a control character or a backslash in it or in any percent-decoded form of it, resolving
 * (as it is or decoded) to another origin or to no origin (`javascript:`, `data:`), or pointing back at
 * sign-in or at an API. An absolute URL of this app's `origin` keeps only its path.
 */
export function safeCallbackUrl(value: unknown, origin: string): string {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return "/";
  const base = new URL(origin);
  let layer = value;
  for (let i = 0; ; i++) {
    if (CONTROL.test(layer) || layer.includes("\\") || !sameOrigin(layer, base)) return "/";
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return "/"; // malformed percent-encoding: nothing this app produces
    }
    if (decoded === layer) break;
    if (i === DECODE_LAYERS) return "/"; // still encoded after that many layers: nothing this app produces
    layer = decoded;
  }
  const url = new URL(value, base);
  // "//host" as a path would be protocol-relative in a Location header or location.assign.
  if (url.pathname.startsWith("//")) return "/";
  if (url.pathname.startsWith("/login") || url.pathname === "/api" || url.pathname.startsWith("/api/"))
    return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

function sameOrigin(value: string, base: URL): boolean {
  try {
    return new URL(value, base).origin === base.origin;
  } catch {
    return false;
  }
}
