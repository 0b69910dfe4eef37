import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";

// {restriction_base_url}
export function restrictionRoutes(_app: FastifyInstance, _ctx: TSandboxContext) {}
