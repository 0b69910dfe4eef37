import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";
import { parseQuery } from "../../http/query";
import { PAYMENT_STATUSES, PAYMENT_TYPES } from "../../state/catalog";
import { ZV2SearchQuery, v2Filter } from "./query-v2";
import { ZV3PaymentsQuery, v3Filter } from "./query-v3";
import { searchPayments } from "./search";
import { toV2Item, toV3Summary } from "./wire";

// The lists and searches of the gateway (docs/platform-interface.md#payment-search: GET
// /v2/transaction/search, GET /v3/payments, and the transaction status and type list operations, whose paths
// are the sandbox's choice). The strict profile does not have those two paths (the interface does not show
// them): they answer 404 there.

export function searchRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  if (ctx.config.profile === "default") {
    // GET /v2/transaction/statuses — ids for the `statuses` / `statusIds` filters
    app.get("/v2/transaction/statuses", async () => PAYMENT_STATUSES.map(({ id, name }) => ({ id, name })));

    // GET /v2/transaction/types — ids for the `type_id` / `typeIds` filters
    app.get("/v2/transaction/types", async () => PAYMENT_TYPES.map(({ id, name }) => ({ id, name })));
  }

  // GET /v2/transaction/search (deprecated)
  app.get("/v2/transaction/search", async (request) => {
    const query = parseQuery(ctx, "gateway", ZV2SearchQuery, request.query);
    const page = searchPayments(
      ctx,
      v2Filter(query),
      { limit: query.limit, next: query.next_page_token, prev: query.previous_page_token },
      { next: "next_page_token", prev: "previous_page_token" },
    );
    return {
      meta: { next_page_token: page.next, previous_page_token: page.prev },
      result: page.items.map(toV2Item),
    };
  });

  // GET /v3/payments
  app.get("/v3/payments", async (request) => {
    const query = parseQuery(ctx, "gateway", ZV3PaymentsQuery, request.query);
    const page = searchPayments(
      ctx,
      v3Filter(query),
      { limit: query.limit, next: query.nextPageToken, prev: query.previousPageToken },
      { next: "nextPageToken", prev: "previousPageToken" },
    );
    return {
      data: page.items.map(toV3Summary),
      meta: { nextPageToken: page.next, previousPageToken: page.prev },
    };
  });
}
