import "server-only";

import { afterAll, afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { ProviderError } from "@/lib/errors/provider-error";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";

import { createHttpAgent } from "./agent";
import { createPlatformClient } from "./platform-client";
import { captureLogs, sendJson, startTestServer, type TTestHandler, type TTestServer } from "./test-server";
import { pathOf } from "./url";

const CLIENT_SECRET = "s3cr3t-Platform-Value";
const agent = createHttpAgent();
const servers: TTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => agent.close());

async function serve(handler: TTestHandler) {
  const server = await startTestServer(handler);
  servers.push(server);
  return server;
}

/** Token server issuing tok-1, tok-2, … with a 45-minute lifetime, as documented. */
async function tokenServer() {
  let issued = 0;
  return serve((_req, res) =>
    sendJson(res, 200, { access_token: `tok-${++issued}`, expires_in: 2700, token_type: "Bearer" }),
  );
}

async function setup(apiHandler: TTestHandler, logger = captureLogs().logger) {
  const auth = await tokenServer();
  const api = await serve(apiHandler);
  const http = { dispatcher: agent, logger };
  const tokens = createTokenSource({
    authUrl: auth.url,
    tenantId: "t1",
    clientId: "api-sepa-gateway-client",
    clientSecret: secret(CLIENT_SECRET),
    http,
  });
  const client = createPlatformClient({ api: "gateway", baseUrl: api.url, tokens, timeoutMs: 2_000, http });
  return { auth, api, client };
}

const ZOk = z.object({ ok: z.literal(true) });
const ok: TTestHandler = (_req, res) => sendJson(res, 200, { ok: true });

describe("createPlatformClient", () => {
  it("makes exactly one token request for 100 concurrent calls", async () => {
    const { auth, api, client } = await setup(ok);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => client.request("GET", "/v1/ping", { schema: ZOk })),
    );
    expect(results).toHaveLength(100);
    expect(auth.requests).toHaveLength(1);
    expect(api.requests).toHaveLength(100);
    expect(new Set(api.requests.map((r) => r.headers.authorization))).toEqual(new Set(["Bearer tok-1"]));
  });

  it("sends the bearer token, idempotency key and JSON body; keeps the colon path literal", async () => {
    const { api, client } = await setup((_req, res) => sendJson(res, 202, { correlationId: "c-1" }));
    const result = await client.request("POST", pathOf`/v1/accounts/${"acc 1"}:close`, {
      idempotencyKey: "key-1",
      body: { a: 1 },
      query: { status: ["CREATED", "SENT_TO_CLEAR"] },
      schema: z.object({ correlationId: z.string() }),
    });
    expect(result).toEqual({ correlationId: "c-1" });
    const [req] = api.requests;
    expect(req).toMatchObject({
      method: "POST",
      url: "/v1/accounts/acc%201:close?status=CREATED&status=SENT_TO_CLEAR",
      body: '{"a":1}',
    });
    expect(req?.headers).toMatchObject({ authorization: "Bearer tok-1", "idempotency-key": "key-1" });
  });

  it("refuses an idempotency key the ledger would reject", async () => {
    const { api, client } = await setup(ok);
    await expect(client.request("POST", "/v1/transactions", { idempotencyKey: "has space" })).rejects.toThrow(
      TypeError,
    );
    expect(api.requests).toHaveLength(0);
  });

  it("on a 401 refreshes once and retries once, with the same request id", async () => {
    const { auth, api, client } = await setup((req, res) =>
      req.headers.authorization === "Bearer tok-1"
        ? sendJson(res, 401, {})
        : sendJson(res, 200, { ok: true }),
    );
    await expect(
      client.request("POST", "/v1/transactions/1/response", { schema: ZOk, body: {} }),
    ).resolves.toEqual({ ok: true });
    expect(auth.requests).toHaveLength(2);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(["Bearer tok-1", "Bearer tok-2"]);
    expect(api.requests[0]?.headers["x-request-id"]).toBe(api.requests[1]?.headers["x-request-id"]);
  });

  it("shares one refresh among concurrent callers refused with the same stale token", async () => {
    const { auth, api, client } = await setup((req, res) =>
      req.headers.authorization === "Bearer tok-1"
        ? sendJson(res, 401, {})
        : sendJson(res, 200, { ok: true }),
    );
    await Promise.all(Array.from({ length: 20 }, () => client.request("GET", "/v1/ping", { schema: ZOk })));
    expect(auth.requests).toHaveLength(2);
    expect(api.requests).toHaveLength(40);
  });

  it("ends a persistent 401 as a ProviderError after one retry", async () => {
    const { auth, api, client } = await setup((_req, res) => sendJson(res, 401, {}));
    const error = await client.request("GET", "/v1/ping").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ api: "gateway", kind: "http", status: 401 });
    expect(api.requests).toHaveLength(2);
    expect(auth.requests).toHaveLength(2);
  });

  it("does not retry other failures, even of a GET", async () => {
    const { api, client } = await setup((_req, res) =>
      sendJson(res, 500, { code: "INTERNAL", message: "x" }),
    );
    await expect(client.request("POST", "/v3/payments/sepa", { body: {} })).rejects.toMatchObject({
      status: 500,
      code: "INTERNAL",
    });
    await expect(client.request("GET", "/v1/ping")).rejects.toMatchObject({ status: 500 });
    expect(api.requests).toHaveLength(2);
  });

  it("reports a token failure as an auth ProviderError and never leaks the secret into errors or logs", async () => {
    const logs = captureLogs("trace");
    const auth = await serve((req, res) =>
      // A hostile echo: the token server returns our own form in the error.
      res
        .writeHead(401, { "content-type": "text/plain" })
        .end(`bad credentials: ${req.body} ${req.headers.authorization ?? ""}`),
    );
    const api = await serve(ok);
    const http = { dispatcher: agent, logger: logs.logger };
    for (const authStyle of ["form", "basic"] as const) {
      const config = {
        authUrl: auth.url,
        tenantId: "t1",
        clientId: "c",
        clientSecret: secret(CLIENT_SECRET),
        authStyle,
        http,
      };
      const tokens = createTokenSource(config);
      const client = createPlatformClient({ api: "ledger", baseUrl: api.url, tokens, http });
      const error = await client.request("GET", "/v1/ping").catch((e: unknown) => e);
      expect(error).toMatchObject({ api: "auth", kind: "http", status: 401 });
      expect((error as ProviderError).platformMessage).toContain("[REDACTED]");
      const seen = [
        String(error),
        (error as Error).message,
        JSON.stringify(error),
        JSON.stringify(config),
        String(config.clientSecret),
        JSON.stringify(tokens),
        String(tokens),
      ];
      for (const text of seen) expect(text).not.toContain(CLIENT_SECRET);
    }
    expect(api.requests).toHaveLength(0);
    expect(logs.text()).toContain('"api":"auth"');
    expect(logs.text()).not.toContain(CLIENT_SECRET);
    expect(logs.text()).not.toContain(Buffer.from(`c:${CLIENT_SECRET}`).toString("base64"));
  });
});
