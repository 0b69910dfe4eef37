import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { ZEventFilters } from "@/lib/schemas/event-filters";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { listDeliveries } from "@/lib/services/events/list-deliveries";

export const dynamic = "force-dynamic";

// GET /api/events?kind=…&verified=yes|no&reason=…&processing=…&from=…&to=…&before|after=…&limit=…
// → { rows, older, newer }: one page of webhook deliveries, newest first.
export const GET = guardRoute("events.view", async (req, ctx) => {
  const parsed = ZEventFilters.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The filters are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  return Response.json(await listDeliveries(parsed.data), { headers: { "cache-control": "no-store" } });
});
