import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { parseOr400 } from "../../http/errors";
import { approvePayment } from "./approval";

const ZParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, "Expected a transaction id")
    .transform(Number),
});

export function approveRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  // PATCH /v1/transactions/{id}:approve — no body; answers the Approval result
  app.patch("/v1/transactions/:id(^[^/]+?)::approve", async (request) => {
    const { id } = parseOr400("gateway", ZParams, request.params, "path");
    return approvePayment(ctx, id, request.clientId);
  });
}
