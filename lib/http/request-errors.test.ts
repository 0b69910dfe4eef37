import "server-only";
import { describe, expect, it } from "vitest";
import { refusedUrl, sendJson } from "./test-server";
import { serve, call, failure, ZPing, withTestServers } from "./request-fixtures";

withTestServers();

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
