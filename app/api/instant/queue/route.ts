import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { getConfirmationQueue } from "@/lib/services/instant/list-confirmation-queue";

export const dynamic = "force-dynamic";

// GET /api/instant/queue → TConfirmationQueue: the pending Instant payments, most urgent first, with the
// server's clock for the countdowns.
export const GET = guardRoute("instant.view", noInput, async () =>
  Response.json(await getConfirmationQueue(), { headers: { "cache-control": "no-store" } }),
);
