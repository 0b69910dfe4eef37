import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { envelopeError, parseOr400 } from "../http/errors";
import { parseQuery } from "../http/query";
import "./control";
import { decide, findOrder, isRejectionReason, ZDocId, ZRejectBody } from "./decide";
import { pageOf, sortOrders, ZOrdersQuery } from "./list";
import { publicOrder } from "./orders";

// {restriction_base_url}: list, confirm and reject restriction orders
// (docs/platform-interface.md#restriction-orders). Errors use the gateway/restriction envelope {code,
// message, data: {message, errors[]}}.

export function restrictionRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  acceptEmptyJson(app);

  // GET /api/v1/orders
  app.get("/api/v1/orders", async (request) => {
    const query = parseQuery(ctx, "restriction", ZOrdersQuery, request.query);
    const matching = [...ctx.store.orders.values()].filter(
      (o) => !query.status || o.data.status === query.status,
    );
    const { items, metadata } = pageOf(sortOrders(matching, query.sort), query.page, query.size);
    return { metadata, orders: items.map(publicOrder) };
  });

  // POST /api/v1/orders/{docId}:confirm
  app.post("/api/v1/orders/:docId(^[^/]+?)::confirm", async (request) => {
    const { docId } = parseOr400("restriction", ZDocId, request.params, "path");
    return decide(ctx, findOrder(ctx, docId), "CONFIRMED");
  });

  // POST /api/v1/orders/{docId}:reject
  app.post("/api/v1/orders/:docId(^[^/]+?)::reject", async (request) => {
    const { docId } = parseOr400("restriction", ZDocId, request.params, "path");
    const { reason } = parseOr400("restriction", ZRejectBody, request.body ?? {}, "body");
    if (!isRejectionReason(reason)) {
      throw envelopeError(400, "INVALID_REJECTION_REASON", `Unknown rejection reason ${reason}`, [
        {
          code: "INVALID_REJECTION_REASON",
          field_name: "reason",
          message: "not a rejection reason",
          value: reason,
        },
      ]);
    }
    const order = findOrder(ctx, docId);
    const answer = decide(ctx, order, "REJECTED");
    order.internal.rejectionReason = reason;
    return answer;
  });
}

// `:confirm` takes no body: a client that still sends `Content-Type: application/json` with an empty body
// is accepted (Fastify's default parser would refuse it). Malformed JSON stays a 400.
function acceptEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("Body is not valid JSON"), { statusCode: 400 }), undefined);
    }
  });
}
