import { guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZEventFilters } from "@/lib/domain/events/filters";
import { listDeliveries } from "@/lib/services/events/list-deliveries";

export const dynamic = "force-dynamic";

// GET /api/events?kind=…&verified=yes|no&reason=…&processing=…&from=…&to=…&before|after=…&limit=…
// → { rows, older, newer }: one page of webhook deliveries, newest first.
export const GET = guardRoute(
  "events.view",
  lastValues(ZEventFilters),
  async (filters) =>
    Response.json(await listDeliveries(filters), { headers: { "cache-control": "no-store" } }),
  { message: "The filters are not valid." },
);
