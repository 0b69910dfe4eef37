// Response headers: the framing, sniffing, referrer and permissions headers on a page, an API route and the
// event stream; on a page a Content-Security-Policy with a fresh nonce per response and the directives the
// README's Security section lists; HSTS whenever the deployment is served over https.
import { send, type TAnswer } from "./http";
import { verdictOf, type TSecurityResult } from "./report";

const ALWAYS: Record<string, (v: string) => boolean> = {
  "x-content-type-options": (v) => v.toLowerCase() === "nosniff",
  "x-frame-options": (v) => v.toUpperCase() === "DENY",
  "referrer-policy": (v) => v.length > 0,
  "permissions-policy": (v) => v.length > 0,
};

/** The directives a page's policy must hold, each as "name" → a test of its value. */
const CSP: Record<string, (v: string) => boolean> = {
  "script-src": (v) => /'nonce-[A-Za-z0-9+/=_-]{16,}'/.test(v) && v.includes("'strict-dynamic'"),
  "object-src": (v) => v === "'none'",
  "base-uri": (v) => v === "'none'",
  "frame-ancestors": (v) => v === "'none'",
  "form-action": (v) => v === "'self'",
  "connect-src": (v) => v.split(/\s+/).every((s) => s === "'self'"),
};

export const parseCsp = (header: string) =>
  new Map(
    header
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = "", ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values.join(" ")] as const;
      }),
  );

function commonHeaders(path: string, res: TAnswer, https: boolean): string[] {
  const problems = Object.entries(ALWAYS)
    .filter(([name, ok]) => !ok(res.headers.get(name) ?? ""))
    .map(([name]) => `${path}: ${name} is ${JSON.stringify(res.headers.get(name))}`);
  const hsts = res.headers.get("strict-transport-security");
  if (https && !/max-age=(\d+)/.test(hsts ?? "")) problems.push(`${path}: no Strict-Transport-Security`);
  if (https && Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0) < 15_552_000)
    problems.push(`${path}: HSTS max-age under 180 days (${hsts})`);
  return problems;
}

function pagePolicy(res: TAnswer): string[] {
  const header = res.headers.get("content-security-policy");
  if (!header) return ["/login: no Content-Security-Policy"];
  const csp = parseCsp(header);
  return Object.entries(CSP)
    .filter(([name, ok]) => !ok(csp.get(name) ?? ""))
    .map(([name]) => `/login: CSP ${name} is ${JSON.stringify(csp.get(name) ?? null)}`);
}

const nonceOf = (res: TAnswer) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

export async function checkHeaders(base: string): Promise<TSecurityResult[]> {
  const https = new URL(base).protocol === "https:";
  const page = await send(base, "/login");
  const again = await send(base, "/login");
  const api = await send(base, "/api/health");
  const stream = await send(base, "/api/stream", { headers: { accept: "text/event-stream" } });
  const common = [
    ...commonHeaders("/login", page, https),
    ...commonHeaders("/api/health", api, https),
    ...commonHeaders("/api/stream", stream, https),
  ];
  const policy = pagePolicy(page);
  if (nonceOf(page) && nonceOf(page) === nonceOf(again))
    policy.push("/login: the same nonce on two responses");
  return [
    verdictOf("security headers on a page, an API route and the event stream", common, [
      `GET /login ${page.status}, GET /api/health ${api.status}, GET /api/stream ${stream.status}`,
      https ? `HSTS: ${page.headers.get("strict-transport-security")}` : "http: HSTS not applicable",
    ]),
    verdictOf("Content-Security-Policy with a per-response nonce on a page", policy, [
      `CSP: ${page.headers.get("content-security-policy") ?? "none"}`,
    ]),
  ];
}
