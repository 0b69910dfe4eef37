import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "../context";
import { SandboxHttpError } from "../http/errors";

// POST {auth_url}/realms/<tenant>/protocol/openid-connect/token — OAuth 2.0 client credentials, with the
// client in the form fields or as HTTP Basic (the ledger's description uses Basic). Errors follow OAuth
// (RFC 6749 §5.2: {error, error_description}); the interface does not show the token endpoint's errors.

const oauthError = (status: number, error: string, description: string) =>
  new SandboxHttpError(status, { error, error_description: description });

export function tokenRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  app.post<{ Params: { tenant: string } }>(
    "/realms/:tenant/protocol/openid-connect/token",
    async (request, reply) => {
      if (request.params.tenant !== ctx.config.tenantId)
        throw oauthError(404, "invalid_request", "Realm does not exist");
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (
        typeof request.body !== "object" ||
        !request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
      ) {
        throw oauthError(400, "invalid_request", "Use application/x-www-form-urlencoded");
      }
      if (form.grant_type !== "client_credentials")
        throw oauthError(400, "unsupported_grant_type", "Only client_credentials is supported");

      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic[1]!, "base64").toString("utf8").split(":")
        : [];
      const clientId = basicId ? decodeURIComponent(basicId) : form.client_id;
      const secret = basicSecret !== undefined ? decodeURIComponent(basicSecret) : form.client_secret;
      const client = ctx.config.clients.find((c) => c.id === clientId);
      if (!client || client.secret !== secret)
        throw oauthError(401, "invalid_client", "Invalid client or Invalid client credentials");

      const accessToken = randomBytes(24).toString("base64url");
      const expiresIn = ctx.config.tokenTtlSeconds;
      ctx.store.tokens.set(accessToken, {
        clientId: client.id,
        expiresAt: ctx.clock.now() + expiresIn * 1000,
      });
      reply.header("cache-control", "no-store");
      return {
        access_token: accessToken,
        expires_in: expiresIn,
        refresh_expires_in: 0,
        token_type: "Bearer",
        "not-before-policy": 0,
        scope: "profile email",
      };
    },
  );
}
