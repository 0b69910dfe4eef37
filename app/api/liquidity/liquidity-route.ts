import "server-only";
import type { NextRequest } from "next/server";
import type { TActionContext } from "@/lib/auth/guard-action";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import type { TTransferQuery } from "@/lib/schemas/liquidity";
import { filterErrorsOf, parseLiquidityFilters } from "@/lib/schemas/liquidity-filters";
import { liquidityReadError } from "@/lib/services/liquidity/read-error";

// GET /api/liquidity/transfers and /summary read the same URL (the page's filters) and fail the same ways;
// only the service differs. The page reads its first view through the same schema and services.

type TRead = (query: TTransferQuery) => Promise<unknown>;

/**
 * The handler behind the guard: 400 naming each bad filter; the platform's refusals in words
 * (FEATURE_DISABLED, a refused filter: liquidityReadError); anything else thrown to the guard's handling.
 */
export function liquidityReadHandler(read: TRead) {
  return async (req: NextRequest, ctx: Pick<TActionContext, "requestId">): Promise<Response> => {
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
      return Response.json(await read(parsed.data), { headers: { "cache-control": "no-store" } });
    } catch (err) {
      const known = liquidityReadError(err, ctx.requestId);
      if (known) return errorResponse(known);
      throw err;
    }
  };
}

/** A liquidity read route: `liquidity.view`, then the handler above. */
export const liquidityReadRoute = (read: TRead) => guardRoute("liquidity.view", liquidityReadHandler(read));
