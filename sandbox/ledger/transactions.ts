import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { parseOr400 } from "../http/errors";
import { queueTransaction } from "./apply";
import { idempotencyKeyOf, instanceOf, notFound, violation, ZTransactionPath } from "./http";
import { idempotent } from "./idempotency";
import { postingViolations, ZTransactionBody } from "./postings";

// {ledger_base_url}/v1/transactions: execute a transaction of postings, read one back.

export function transactionRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  // POST /v1/transactions
  app.post("/v1/transactions", async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const body = parseOr400("ledger", ZTransactionBody, request.body, "body", instanceOf(request));
    const answer = idempotent(ctx, request, "transactions", key, body, () => {
      const violations = postingViolations(ctx, body.postings);
      if (violations.length) throw violation(request, violations);
      return { status: 202, body: { correlationId: queueTransaction(ctx, body) } };
    });
    return reply.status(answer.status).send(answer.body);
  });

  // GET /v1/transactions/{id}
  // Unknown, still queued and failed transactions are 404 (the interface shows only 500 for this read).
  app.get("/v1/transactions/:id", async (request) => {
    const { id } = parseOr400("ledger", ZTransactionPath, request.params, "path", instanceOf(request));
    const transaction = ctx.store.ledgerTransactions.get(id.toLowerCase());
    if (!transaction) throw notFound(request, `Transaction ${id} not found`);
    return transaction;
  });
}
