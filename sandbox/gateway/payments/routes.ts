import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";
import { approveRoutes } from "./approve-routes";
import { createRoutes } from "./create-routes";
import { searchRoutes } from "./search-routes";
import "./bulk";
import "./control";

// {base_url} payments: search (v2, deprecated) and list (v3), status and type lists, SEPA creation (two
// endpoints, idempotent) and approval of payments held for signing. Control scenes: ./control.ts.
export function paymentsRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  searchRoutes(app, ctx);
  createRoutes(app, ctx);
  approveRoutes(app, ctx);
}
