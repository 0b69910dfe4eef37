import "server-only";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getHttpAgent } from "./agent";
import { captureLogs, sendJson, startTestServer, type TTestServer } from "./test-server";
import { pathOf } from "./url";
import { serve, call, failure, ZPing, withTestServers } from "./request-fixtures";

withTestServers();

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
