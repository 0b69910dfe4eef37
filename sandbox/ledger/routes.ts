import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { accountRoutes } from "./accounts";
import "./control";
import { acceptEmptyJson } from "./http";
import { transactionRoutes } from "./transactions";

// {ledger_base_url}: accounts and transactions of postings (docs/platform-interface.md#ledger). Writes answer
// 202 {correlationId} and apply a moment later; errors are the ledger problem body {status, title, instance,
// violations[] | detail}.

export function ledgerRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  acceptEmptyJson(app);
  transactionRoutes(app, ctx);
  accountRoutes(app, ctx);
}
