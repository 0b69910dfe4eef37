import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";
import "./control";
import { respondRoute } from "./respond";
import { v1Routes } from "./v1";

// Cancellation requests in the gateway: GET and the SDD accept/reject on v1, the v3 respond (preview).
// Importing ./control adds the scene-setting routes under /control.
export function cancellationsRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  v1Routes(app, ctx);
  respondRoute(app, ctx);
}
