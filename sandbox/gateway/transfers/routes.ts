import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";

// Placeholder: the transfers routes of the gateway are being written.
export function transfersRoutes(_app: FastifyInstance, _ctx: TSandboxContext) {}
