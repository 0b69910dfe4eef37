import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { ZDecisionHistoryQuery } from "@/lib/schemas/instant-confirmations";
import { getDecisionHistory } from "@/lib/services/instant/list-decision-history";

export const dynamic = "force-dynamic";

// GET /api/instant/decisions?source=rule|user|fallback&before=<cursor>&limit=1..100 → TDecisionHistoryPage.
export const GET = guardRoute("instant.view", async (req, ctx) => {
  const parsed = ZDecisionHistoryQuery.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The history's filters are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  return Response.json(await getDecisionHistory(parsed.data), { headers: { "cache-control": "no-store" } });
});
