import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";

// Placeholder: the payments routes of the gateway are being written.
export function paymentsRoutes(_app: FastifyInstance, _ctx: TSandboxContext) {}
