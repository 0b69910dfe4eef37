import "server-only";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { ProviderError } from "@/lib/errors/provider-error";

import { closeHttpAgent, createHttpAgent, getHttpAgent } from "./agent";
import { sendRequest, type THttpRequest } from "./request";
import {
  captureLogs,
  refusedUrl,
  sendJson,
  startTestServer,
  type TTestHandler,
  type TTestServer,
} from "./test-server";
import { pathOf } from "./url";

const agent = createHttpAgent();
const quiet = captureLogs("info").logger;
const servers: TTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await agent.close();
  await closeHttpAgent();
});

async function serve(handler: TTestHandler) {
  const server = await startTestServer(handler);
  servers.push(server);
  return server;
}

function call<T>(baseUrl: string, extra: Partial<THttpRequest<T>> = {}) {
  return sendRequest<T>({
    api: "gateway",
    method: "GET",
    baseUrl,
    path: "/v1/ping",
    timeoutMs: 2_000,
    dispatcher: agent,
    logger: quiet,
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const ZPing = z.object({ ok: z.boolean() });

describe("sendRequest: success", () => {
  it("sends JSON, a request id, repeated query params and the literal colon path; parses with the schema", async () => {
    const server = await serve((_req, res) => sendJson(res, 202, { ok: true }));
    const result = await call(server.url, {
      method: "POST",
      path: pathOf`/v1/accounts/${"a/b"}:close`,
      query: { schema: ["SEPA", "INST"], limit: 5 },
      json: { amount: 100 },
      schema: ZPing,
    });
    expect(result.status).toBe(202);
    expect(result.data).toEqual({ ok: true });
    const [req] = server.requests;
    expect(req?.url).toBe("/v1/accounts/a%2Fb:close?schema=SEPA&schema=INST&limit=5");
    expect(req?.headers["content-type"]).toBe("application/json");
    expect(req?.headers.accept).toBe("application/json");
    expect(req?.headers["x-request-id"]).toBe(result.requestId);
    expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(req?.body ?? "")).toEqual({ amount: 100 });
  });

  it("returns undefined data without a schema, and passes an empty body to a schema as undefined", async () => {
    const server = await serve((_req, res) => res.writeHead(204).end());
    expect((await call(server.url)).data).toBeUndefined();
    expect((await call(server.url, { schema: z.undefined() })).data).toBeUndefined();
    const error = await failure(call(server.url, { schema: ZPing }));
    expect(error.kind).toBe("invalid_response");
  });

  it("reuses one keep-alive connection for sequential calls", async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    for (let i = 0; i < 5; i++) await call(server.url, { schema: ZPing });
    expect(server.requests).toHaveLength(5);
    expect(server.connections()).toBe(1);
  });

  it("works through the shared agent", async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    await call(server.url, { dispatcher: getHttpAgent() });
    await call(server.url, { dispatcher: undefined });
    expect(server.connections()).toBe(1);
  });
});

describe("sendRequest: errors", () => {
  it("turns a body that fails the schema into invalid_response, not a crash", async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { ok: "yes" }));
    const error = await failure(call(server.url, { schema: ZPing }));
    expect(error).toMatchObject({
      kind: "invalid_response",
      status: 200,
      api: "gateway",
      method: "GET",
      path: "/v1/ping",
    });
    expect(error.issues).toEqual(["ok: Invalid input: expected boolean, received string"]);
    expect(error.message).not.toContain("yes");
  });

  it("turns a non-JSON 200 into invalid_response", async () => {
    const server = await serve((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<html>"),
    );
    expect((await failure(call(server.url, { schema: ZPing }))).issues).toEqual(["body is not JSON"]);
  });

  it("parses the gateway envelope of a 4xx", async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 400, {
        code: "VALIDATION_ERROR",
        message: "Validation failed",
        data: {
          message: "bad",
          errors: [{ code: "NotBlank", field_name: "responseCode", message: "required", value: "" }],
        },
      }),
    );
    const error = await failure(
      call(server.url, { method: "POST", path: "/v3/cancellation-requests/7:respond", query: { q: "x" } }),
    );
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      code: "VALIDATION_ERROR",
      platformMessage: "Validation failed",
      method: "POST",
      path: "/v3/cancellation-requests/7:respond",
      fieldErrors: [{ field: "responseCode", message: "required", code: "NotBlank", value: "" }],
    });
    expect(error.requestId).toBe(server.requests[0]?.headers["x-request-id"]);
    expect(error.message).toBe(
      "gateway POST /v3/cancellation-requests/7:respond: HTTP 400 VALIDATION_ERROR: Validation failed",
    );
    expect(JSON.stringify(error)).not.toContain("q=x");
  });

  it("parses the ledger problem bodies (400 with violations, 500 with detail)", async () => {
    const server = await serve((req, res) =>
      req.url.startsWith("/v1/transactions")
        ? sendJson(res, 400, {
            status: 400,
            title: "Constraint Violation",
            instance: "/v1/transactions",
            violations: [{ field: "referenceId", in: "body", message: "must not be blank" }],
          })
        : sendJson(res, 500, { status: 500, title: "Internal Server Error", detail: "boom" }),
    );
    const e400 = await failure(call(server.url, { api: "ledger", method: "POST", path: "/v1/transactions" }));
    expect(e400).toMatchObject({
      api: "ledger",
      status: 400,
      problem: { title: "Constraint Violation", instance: "/v1/transactions" },
      fieldErrors: [{ field: "referenceId", in: "body", message: "must not be blank" }],
    });
    const e500 = await failure(call(server.url, { api: "ledger", path: "/v1/accounts/x" }));
    expect(e500).toMatchObject({
      status: 500,
      platformMessage: "boom",
      problem: { title: "Internal Server Error", detail: "boom" },
    });
  });

  it("keeps a plain-text error body as a short message", async () => {
    const server = await serve((_req, res) =>
      res.writeHead(403, { "content-type": "text/plain" }).end("IP not allowed"),
    );
    expect(await failure(call(server.url))).toMatchObject({
      kind: "http",
      status: 403,
      platformMessage: "IP not allowed",
      fieldErrors: [],
    });
  });

  it("times out when the server never answers, within about the deadline", async () => {
    const server = await serve(() => undefined);
    const started = Date.now();
    const error = await failure(call(server.url, { timeoutMs: 300 }));
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ kind: "timeout", status: null });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1_500);
  });

  it("times out when the body stalls after the headers", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"ok":');
    });
    const started = Date.now();
    expect(await failure(call(server.url, { timeoutMs: 300, schema: ZPing }))).toMatchObject({
      kind: "timeout",
      status: null,
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("maps a connection reset to kind connection", async () => {
    const server = await serve((_req, res) => res.socket?.destroy());
    const error = await failure(call(server.url, { method: "POST", json: {} }));
    expect(error).toMatchObject({ kind: "connection", status: null });
    expect(server.requests).toHaveLength(1); // no silent retry of a write
  });

  it("maps a refused connection to kind connection", async () => {
    const error = await failure(call(await refusedUrl()));
    expect(error).toMatchObject({ kind: "connection", status: null, path: "/v1/ping" });
    expect(error.cause).toBeDefined();
  });
});

describe("sendRequest: logging", () => {
  let logs: ReturnType<typeof captureLogs>;
  let server: TTestServer;
  beforeAll(async () => {
    logs = captureLogs("debug");
    server = await startTestServer((req, res) =>
      req.url.startsWith("/ok")
        ? sendJson(res, 200, {})
        : sendJson(res, 409, { code: "CONFLICT", message: "no" }),
    );
  });
  afterAll(() => server.close());

  it("logs one debug line per call and a warn line per failure, with path but no query", async () => {
    const ok = await call(server.url, { path: "/ok", query: { iban: "DE00123" }, logger: logs.logger });
    await failure(
      call(server.url, { method: "PATCH", path: "/v1/transactions/9:approve", logger: logs.logger }),
    );
    const [debug, warn] = logs.lines();
    expect(debug).toMatchObject({
      level: 20,
      api: "gateway",
      method: "GET",
      path: "/ok",
      status: 200,
      requestId: ok.requestId,
    });
    expect(typeof debug?.durationMs).toBe("number");
    expect(warn).toMatchObject({
      level: 40,
      method: "PATCH",
      path: "/v1/transactions/9:approve",
      status: 409,
      kind: "http",
      code: "CONFLICT",
    });
    expect(logs.text()).not.toContain("DE00123");
  });
});
