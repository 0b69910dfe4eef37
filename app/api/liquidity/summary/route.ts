import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { filterErrorsOf, parseLiquidityFilters } from "@/lib/schemas/liquidity-filters";
import { liquidityReadError } from "@/lib/services/liquidity/read-error";
import { summariseTransfers } from "@/lib/services/liquidity/summarise-transfers";

export const dynamic = "force-dynamic";

// GET /api/liquidity/summary?<the list's filters> → { totals, points, currency, cap, capped }: count and
// amount per status, and the rows the chart is drawn from (paging and order are ignored).
export const GET = guardRoute("liquidity.view", async (req, ctx) => {
  const parsed = parseLiquidityFilters(req.nextUrl.searchParams);
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The filters are not valid.",
      fieldErrors: filterErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  try {
    return Response.json(await summariseTransfers(parsed.data), { headers: { "cache-control": "no-store" } });
  } catch (err) {
    const known = liquidityReadError(err, ctx.requestId);
    if (known) return errorResponse(known);
    throw err;
  }
});
