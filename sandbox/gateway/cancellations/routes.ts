import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../../context";

// Placeholder: the cancellations routes of the gateway are being written.
export function cancellationsRoutes(_app: FastifyInstance, _ctx: TSandboxContext) {}
