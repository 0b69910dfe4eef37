import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { scrapeMetrics } from "@/lib/services/metrics/scrape-metrics";

export const dynamic = "force-dynamic";

// GET /api/metrics — Prometheus exposition (docs/observability.md). Not a person's page: Prometheus sends
// `Authorization: Bearer <METRICS_TOKEN>`, so no session and no guardRoute. Unset, the endpoint does not
// exist (404), so a default install exposes nothing; a wrong or missing token is a 401 that says which.

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compared as digests, so neither the length nor the content leaks through the time it takes. */
function tokenMatches(header: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export async function GET(request: Request) {
  const token = env.METRICS_TOKEN;
  if (!token) return new Response("Metrics are off: set METRICS_TOKEN to turn them on.\n", { status: 404 });
  if (!tokenMatches(request.headers.get("authorization"), token.reveal())) {
    return new Response("A bearer token is required: Authorization: Bearer <METRICS_TOKEN>.\n", {
      status: 401,
      headers: { "www-authenticate": 'Bearer realm="metrics"' },
    });
  }
  const { body, contentType } = await scrapeMetrics();
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}
