import formbody from "@fastify/formbody";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { requireBearer } from "./auth/bearer";
import { tokenRoutes } from "./auth/token-routes";
import { createContext, type TSandboxContext } from "./context";
import { controlRoutes } from "./control/routes";
import { gatewayRoutes } from "./gateway/routes";
import {
  apiOf,
  envelopeError,
  internalError,
  ledgerInstance,
  ledgerProblem,
  SandboxHttpError,
} from "./http/errors";
import { installFaults } from "./http/faults";
import { ledgerRoutes } from "./ledger/routes";
import { restrictionRoutes } from "./restriction/routes";
import { seedAll } from "./seed";
import { startWebhookSender } from "./webhooks";
import type { TSandboxConfig } from "./settings";

// The sandbox server: the four platform addresses under one origin, by prefix —
//   {auth_url} = /auth   {base_url} = /gateway   {ledger_base_url} = /ledger   {restriction_base_url} = /restriction
// plus the control API at /control (tests and demos; off with SANDBOX_CONTROL_API=false).

export type TSandbox = { app: FastifyInstance; ctx: TSandboxContext; close(): Promise<void> };

export async function buildSandbox(config: TSandboxConfig): Promise<TSandbox> {
  const ctx = createContext(config);
  const webhooks = startWebhookSender(ctx); // signed notifications for ctx.events (sandbox/webhooks)
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await app.register(formbody);
  app.decorateRequest("clientId", "");

  installFaults(app, ctx); // PATCH /control/faults (sandbox/http/faults.ts)

  app.setErrorHandler((error: FastifyError | SandboxHttpError, request, reply) => {
    if (error instanceof SandboxHttpError) return reply.status(error.status).send(error.body);
    const api = apiOf(request.url);
    // Fastify's own refusals (malformed JSON, wrong content type, body too large) in the API's own shape.
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      const internal = internalError(api, request.url);
      return reply.status(500).send(internal.body);
    }
    // A body that never reached a handler is still a field error on `body`, so a client's generic
    // "show the field errors" path works for malformed JSON too.
    if (api === "ledger")
      return reply.status(status).send(
        ledgerProblem(status, PROBLEM_TITLES[status] ?? "Bad Request", ledgerInstance(request.url), {
          violations: [{ field: "body", in: "body", message: error.message }],
        }).body,
      );
    if (api === "auth")
      return reply.status(status).send({ error: "invalid_request", error_description: error.message });
    return reply
      .status(status)
      .send(
        envelopeError(status, "VALIDATION_ERROR", error.message, [
          { code: "INVALID_BODY", field_name: "body", message: error.message, value: "" },
        ]).body,
      );
  });

  app.setNotFoundHandler((request, reply) => {
    const api = apiOf(request.url);
    const message = `No ${request.method} ${request.url.split("?")[0]}`;
    if (api === "ledger")
      return reply
        .status(404)
        .send(ledgerProblem(404, "Not Found", ledgerInstance(request.url), { detail: message }).body);
    return reply.status(404).send(envelopeError(404, "NOT_FOUND", message).body);
  });

  await app.register(async (scope) => tokenRoutes(scope, ctx), { prefix: "/auth" });
  await app.register(
    async (scope) => {
      requireBearer(scope, ctx, "gateway");
      gatewayRoutes(scope, ctx);
    },
    { prefix: "/gateway" },
  );
  await app.register(
    async (scope) => {
      requireBearer(scope, ctx, "ledger");
      ledgerRoutes(scope, ctx);
    },
    { prefix: "/ledger" },
  );
  await app.register(
    async (scope) => {
      requireBearer(scope, ctx, "restriction");
      restrictionRoutes(scope, ctx);
    },
    { prefix: "/restriction" },
  );
  if (config.controlApi)
    await app.register(
      async (scope) => {
        controlRoutes(scope, ctx);
        // POST /control/seed — the first-start data set again, e.g. after a reset in a demo.
        scope.post("/seed", async () => {
          seedAll(ctx);
          return { seeded: true, payments: ctx.store.payments.size };
        });
      },
      { prefix: "/control" },
    );

  return {
    app,
    ctx,
    async close() {
      ctx.clock.stop();
      await webhooks.stop();
      await app.close();
    },
  };
}

// "Constraint Violation" is the title of every other ledger 400 (ledger/http.ts).
const PROBLEM_TITLES: Record<number, string> = {
  400: "Constraint Violation",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
};
