import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { ledgerInstance, ledgerProblem, SandboxHttpError, type TApi } from "../http/errors";

// Every API call carries `Authorization: Bearer <token>`; a missing, unknown or expired token is 401
// (docs/platform-interface.md#token: an expired token gets 401; the interface gives no code for it).

declare module "fastify" {
  interface FastifyRequest {
    /** The API client whose token made this request. */
    clientId: string;
  }
}

export function requireBearer(
  app: FastifyInstance,
  ctx: TSandboxContext,
  api: Exclude<TApi, "auth" | "control">,
) {
  app.addHook("preHandler", async (request) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
    const token = match ? ctx.store.tokens.get(match[1]!) : undefined;
    if (!token || token.expiresAt <= ctx.clock.now()) {
      const message = !match ? "Missing bearer token" : token ? "Token expired" : "Invalid token";
      throw api === "ledger"
        ? ledgerProblem(401, "Unauthorized", ledgerInstance(request.url), { detail: message })
        : new SandboxHttpError(401, { message });
    }
    request.clientId = token.clientId;
  });
}
