import { checkReadiness } from "@/lib/services/health/check-readiness";

export const dynamic = "force-dynamic";

/** Readiness: the database, the LISTEN connection and a platform token answer (docs/observability.md#health); 503 names which. */
export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.ready ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
