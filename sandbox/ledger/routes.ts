import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";

// {ledger_base_url}
export function ledgerRoutes(_app: FastifyInstance, _ctx: TSandboxContext) {}
