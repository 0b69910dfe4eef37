import { thisInstance } from "@/lib/services/health/heartbeat";

export const dynamic = "force-dynamic";

/** Liveness: the process answers. Public; says nothing but that and how long it has run. */
export function GET() {
  const uptimeSeconds = Math.round((Date.now() - thisInstance().startedAt.getTime()) / 1000);
  return Response.json({ live: true, uptimeSeconds }, { headers: { "cache-control": "no-store" } });
}
