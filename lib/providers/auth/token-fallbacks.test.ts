import "server-only";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { createHttpAgent } from "@/lib/http/agent";
import {
  captureLogs,
  sendJson,
  startTestServer,
  type TTestHandler,
  type TTestServer,
} from "@/lib/http/test-server";

import { secret } from "./secret";
import { FALLBACK_LIFETIME_S, tokenLifetime } from "./token-response";
import { createTokenSource, type TTokenSourceConfig } from "./token-source";

// What the token endpoint leaves open (docs/platform.md, Token endpoint): its error responses, and which of
// the two shown ways of sending the client's credentials a token server takes; and an expires_in that is
// stated but may still come missing or odd. None of these may stop the platform calls.

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

function source(authUrl: string, extra: Partial<TTokenSourceConfig> = {}) {
  const logs = captureLogs("debug");
  const tokens = createTokenSource({
    authUrl,
    tenantId: "tenant-1",
    clientId: "api-ledger-client",
    clientSecret: secret("s3cret"),
    http: { dispatcher: agent, logger: logs.logger },
    ...extra,
  });
  return { tokens, logs };
}

const usedBasic = (r: { headers: Record<string, unknown> }) => typeof r.headers.authorization === "string";

describe("expires_in", () => {
  it("a token response without expires_in still gives a token, kept for the fallback lifetime", async () => {
    let issued = 0;
    const auth = await serve((_req, res) =>
      sendJson(res, 200, { access_token: `tok-${++issued}`, token_type: "Bearer" }),
    );
    let now = 0;
    const { tokens, logs } = source(auth.url, { now: () => now });
    expect(await tokens.getToken()).toBe("tok-1");
    now = (FALLBACK_LIFETIME_S - 61) * 1000;
    expect(await tokens.getToken()).toBe("tok-1");
    now = FALLBACK_LIFETIME_S * 1000;
    expect(await tokens.getToken()).toBe("tok-2");
    expect(logs.text()).toContain("expires_in missing");
  });

  it("reads a numeric string, caps a lifetime above the stated 45 minutes, and falls back on nonsense", () => {
    expect(tokenLifetime(2700)).toEqual({ seconds: 2700, fallback: null });
    expect(tokenLifetime("2700")).toEqual({ seconds: 2700, fallback: null });
    expect(tokenLifetime(0)).toEqual({ seconds: 0, fallback: null });
    expect(tokenLifetime(2_700_000)).toMatchObject({ seconds: 2700 });
    for (const odd of [undefined, null, "soon", -5, Number.NaN, {}, "27OO"])
      expect(tokenLifetime(odd)).toMatchObject({
        seconds: FALLBACK_LIFETIME_S,
        fallback: expect.any(String),
      });
  });
});

describe("the way credentials are sent", () => {
  it("a token server that refuses HTTP Basic (401) gets form credentials, and keeps getting them", async () => {
    let issued = 0;
    const auth = await serve((req, res) =>
      usedBasic(req)
        ? sendJson(res, 401, { error: "invalid_client", error_description: "Basic not allowed" })
        : sendJson(res, 200, { access_token: `tok-${++issued}`, expires_in: 1 }),
    );
    let now = 0;
    const { tokens, logs } = source(auth.url, { authStyle: "basic", now: () => now });
    expect(await tokens.getToken()).toBe("tok-1");
    expect(auth.requests.map(usedBasic)).toEqual([true, false]);
    expect(Object.fromEntries(new URLSearchParams(auth.requests[1]!.body))).toMatchObject({
      client_id: "api-ledger-client",
      client_secret: "s3cret",
    });
    now = 10_000;
    expect(await tokens.getToken()).toBe("tok-2");
    expect(auth.requests.map(usedBasic)).toEqual([true, false, false]);
    expect(logs.text()).toContain("using the other from now on");
  });

  it("a token server that wants HTTP Basic (400 for form credentials) gets it", async () => {
    const auth = await serve((req, res) =>
      usedBasic(req)
        ? sendJson(res, 200, { access_token: "tok-basic", expires_in: 2700 })
        : sendJson(res, 400, { error: "invalid_request", error_description: "Missing authorization" }),
    );
    const { tokens } = source(auth.url, { authStyle: "form" });
    expect(await tokens.getToken()).toBe("tok-basic");
    expect(auth.requests.map(usedBasic)).toEqual([false, true]);
  });

  it("a wrong secret is refused both ways: the first refusal is reported", async () => {
    const auth = await serve((req, res) =>
      usedBasic(req)
        ? sendJson(res, 400, { error: "invalid_request", error_description: "second" })
        : sendJson(res, 401, { error: "invalid_client", error_description: "first" }),
    );
    const err = await source(auth.url)
      .tokens.getToken()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ api: "auth", status: 401, code: "invalid_client", platformMessage: "first" });
    expect(auth.requests).toHaveLength(2);
  });

  it("a failure that is not a refusal of the credentials (500) is not retried the other way", async () => {
    const auth = await serve((_req, res) => sendJson(res, 500, { error: "server_error" }));
    await expect(source(auth.url).tokens.getToken()).rejects.toMatchObject({ status: 500 });
    expect(auth.requests).toHaveLength(1);
  });
});
