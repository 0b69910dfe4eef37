import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { readSystem } from "@/lib/services/system/read-system";

export const dynamic = "force-dynamic";

// GET /api/system → the System page's sections (docs/observability.md#system-page): platform APIs, webhook
// flow, instances, notification outbox, webhook keys, observed features. Admins and managers.
export const GET = guardRoute("system.view", noInput, async () =>
  Response.json(await readSystem(), { headers: { "cache-control": "no-store" } }),
);
