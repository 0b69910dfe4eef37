import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { ZCancellationFilters } from "@/lib/schemas/cancellations";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { listCancellations } from "@/lib/services/cancellations/list-cancellations";

export const dynamic = "force-dynamic";

// GET /api/cancellations?status=…&direction=…&scheme=…&awaiting=yes&before=…&limit=…
// → { rows, older, fetchedAt }: one page of the cancellation inbox, newest first.
export const GET = guardRoute("cancellations.view", async (req, ctx) => {
  const parsed = ZCancellationFilters.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The filters are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  return Response.json(await listCancellations(parsed.data), { headers: { "cache-control": "no-store" } });
});
