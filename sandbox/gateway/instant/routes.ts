import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";

// Placeholder: the instant routes of the gateway are being written.
export function instantRoutes(_app: FastifyInstance, _ctx: TSandboxContext) {}
