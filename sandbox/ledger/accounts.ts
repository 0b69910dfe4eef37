import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { parseOr400 } from "../http/errors";
import { queueClose } from "./apply";
import { accountView, findAccount } from "./book";
import { idempotencyKeyOf, instanceOf, notFound, violation, ZAccountPath } from "./http";
import { idempotent } from "./idempotency";

// {ledger_base_url}/v1/accounts: read an account, close it (docs/platform-interface.md#ledger-accounts and
// its state table: OPENED → CLOSED on `:close`, accepted with 202, statusUpdatedAt changes once applied).

export function accountRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  // GET /v1/accounts/{accountId}
  app.get("/v1/accounts/:accountId", async (request) => {
    const { accountId } = parseOr400("ledger", ZAccountPath, request.params, "path", instanceOf(request));
    const account = findAccount(ctx, accountId);
    if (!account) throw notFound(request, `Account ${accountId} not found`);
    return accountView(account);
  });

  // POST /v1/accounts/{accountId}:close
  // No body (any body is ignored). An unknown account is 404; an account already CLOSED is a 400 violation
  // on the path (the sandbox's choice); OPENED and BLOCKED accounts can be closed.
  app.post("/v1/accounts/:accountId(^[^/]+?)::close", async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const { accountId } = parseOr400("ledger", ZAccountPath, request.params, "path", instanceOf(request));
    const id = accountId.toLowerCase();
    const answer = idempotent(ctx, request, "close", key, { accountId: id }, () => {
      const account = findAccount(ctx, id);
      if (!account) throw notFound(request, `Account ${accountId} not found`);
      if (account.status === "CLOSED")
        throw violation(request, [{ field: "accountId", in: "path", message: "account is already CLOSED" }]);
      return { status: 202, body: { correlationId: queueClose(ctx, id) } };
    });
    return reply.status(answer.status).send(answer.body);
  });
}
