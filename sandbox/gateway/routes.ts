import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { cancellationsRoutes } from "./cancellations/routes";
import { instantRoutes } from "./instant/routes";
import { paymentsRoutes } from "./payments/routes";
import { transfersRoutes } from "./transfers/routes";

// {base_url}: the gateway's areas, each in its own folder.
export function gatewayRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  paymentsRoutes(app, ctx);
  cancellationsRoutes(app, ctx);
  instantRoutes(app, ctx);
  transfersRoutes(app, ctx);
}
