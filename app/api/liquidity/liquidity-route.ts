import "server-only";
import { z } from "zod";
import type { TActionContext } from "@/lib/auth/guard-action";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import type { TRouteInputOptions } from "@/lib/auth/route-input";
import type { TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import { filterErrorsOf, rawLiquidityParams, ZLiquidityFilters } from "@/lib/domain/liquidity/filters";
import { liquidityReadError } from "@/lib/services/liquidity/read-error";

// GET /api/liquidity/transfers and /summary read the same URL (the page's filters) and fail the same ways;
// only the service differs. The page reads its first view through the same schema and services.

type TRead = (query: TTransferQuery) => Promise<unknown>;

/** The page's filters, read as the page reads them (every `status`, the first of the rest). */
export const ZLiquidityQuery = z.preprocess(rawLiquidityParams, ZLiquidityFilters);
/** 400 naming each bad filter once (a bad second status is still `status`). */
export const LIQUIDITY_QUERY_REFUSAL: TRouteInputOptions = {
  message: "The filters are not valid.",
  fieldErrors: filterErrorsOf,
};

/**
 * The handler behind the guard: the platform's refusals in words (FEATURE_DISABLED, a refused filter:
 * liquidityReadError); anything else thrown to the guard's handling.
 */
export function liquidityReadHandler(read: TRead) {
  return async (query: TTransferQuery, ctx: Pick<TActionContext, "requestId">): Promise<Response> => {
    try {
      return Response.json(await read(query), { headers: { "cache-control": "no-store" } });
    } catch (err) {
      const known = liquidityReadError(err, ctx.requestId);
      if (known) return errorResponse(known);
      throw err;
    }
  };
}

/** A liquidity read route: `liquidity.view`, the filters, then the handler above. */
export const liquidityReadRoute = (read: TRead) =>
  guardRoute("liquidity.view", ZLiquidityQuery, liquidityReadHandler(read), LIQUIDITY_QUERY_REFUSAL);
