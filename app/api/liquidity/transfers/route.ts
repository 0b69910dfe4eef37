import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { filterErrorsOf, parseLiquidityFilters } from "@/lib/schemas/liquidity-filters";
import { listTransfers } from "@/lib/services/liquidity/list-transfers";
import { liquidityReadError } from "@/lib/services/liquidity/read-error";

export const dynamic = "force-dynamic";

// GET /api/liquidity/transfers?status=…&from=…&to=…&debtorAccount=…&creditorAccount=…&requestId=…
//   &limit=…&offset=…&sort=requestId-asc|requestId-desc → { rows, total, limit, offset }
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
    return Response.json(await listTransfers(parsed.data), { headers: { "cache-control": "no-store" } });
  } catch (err) {
    const known = liquidityReadError(err, ctx.requestId);
    if (known) return errorResponse(known);
    throw err;
  }
});
