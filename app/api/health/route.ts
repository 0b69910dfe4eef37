import { checkHealth } from "@/lib/services/health/check-health";

export const dynamic = "force-dynamic";

/** Liveness and database reachability for load balancers; public, reveals nothing but up or down. */
export async function GET() {
  const health = await checkHealth();
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { "cache-control": "no-store" } });
}
