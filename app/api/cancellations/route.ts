import { guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZCancellationFilters } from "@/lib/domain/cancellations/filters";
import { listCancellations } from "@/lib/services/cancellations/list-cancellations";

export const dynamic = "force-dynamic";

// GET /api/cancellations?status=…&direction=…&scheme=…&awaiting=yes&before=…&limit=…
// → { rows, older, fetchedAt }: one page of the cancellation inbox, newest first.
export const GET = guardRoute(
  "cancellations.view",
  lastValues(ZCancellationFilters),
  async (filters) =>
    Response.json(await listCancellations(filters), { headers: { "cache-control": "no-store" } }),
  { message: "The filters are not valid." },
);
