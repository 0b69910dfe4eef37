import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";
import { parseOr400 } from "../../http/errors";
import { parseQuery } from "../../http/query";
import "./control";
import { createFromApi, requireLiquidity, ZNewTransferBody } from "./create";
import { matches, sortTransfers, ZTransfersQuery } from "./list";

// Liquidity transfers between the tenant's settlement (nostro) accounts
// (docs/platform-interface.md#liquidity-transfers, GET /v1/nostro-accounts/transfers). Errors in the gateway
// envelope.

export function transfersRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  // GET /v1/nostro-accounts/transfers
  app.get("/v1/nostro-accounts/transfers", async (request) => {
    requireLiquidity(ctx);
    const query = parseQuery(ctx, "gateway", ZTransfersQuery, request.query);
    const matching = sortTransfers(
      [...ctx.store.transfers.values()].filter((t) => matches(t, query)),
      query.sort,
    );
    // meta.amount is the number of transfers matching the filters, across all pages.
    return {
      meta: { amount: matching.length, limit: query.limit, offset: query.offset },
      result: structuredClone(matching.slice(query.offset, query.offset + query.limit)),
    };
  });

  // POST /v1/nostro-accounts/transfers
  app.post("/v1/nostro-accounts/transfers", async (request, reply) => {
    requireLiquidity(ctx);
    const body = parseOr400("gateway", ZNewTransferBody, request.body, "body");
    return reply.status(201).send(structuredClone(createFromApi(ctx, body)));
  });
}
