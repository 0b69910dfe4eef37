// The response headers that harden every page (README.md, Security: Headers and secrets). Pure, so proxy.ts,
// the API guards and their tests share one definition.

/** 128 random bits, base64: a fresh one for every page request, so an injected script cannot guess it. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a page. Scripts run only with this request's nonce; Next.js puts it on
 * its own scripts (it reads the nonce from this header on the request), next-themes on its theme script,
 * and 'strict-dynamic' lets those load the app's chunks. Nothing is fetched from, framed by or posted to
 * another origin. Styles allow inline ones: React and Radix write `style` attributes and Radix's scroll
 * lock inserts <style> elements without a nonce; with images and fonts limited to this origin, injected CSS
 * has no way to send anything out.
 */
export function contentSecurityPolicy(nonce: string, options: { development?: boolean } = {}): string {
  // React's development build evaluates code to rebuild server stacks; production never needs eval.
  const scripts = [`'nonce-${nonce}'`, "'strict-dynamic'", ...(options.development ? ["'unsafe-eval'"] : [])];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * JSON and event streams render nothing, so their policy forbids everything (OWASP's advice for APIs); a
 * static header from next.config.ts, since API routes do not pass through proxy.ts.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years, subdomains included: sent only when the app's own address (NEXTAUTH_URL) is https. */
export function strictTransportSecurity(appUrl: string): string | null {
  return appUrl.startsWith("https://") ? "max-age=63072000; includeSubDomains" : null;
}

/** The headers next.config.ts sends on every response, pages, API routes and static files alike. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];
