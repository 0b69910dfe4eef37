import "server-only";

import { inspect } from "node:util";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { ProviderError } from "@/lib/errors/provider-error";
import { createHttpAgent } from "@/lib/http/agent";
import {
  captureLogs,
  refusedUrl,
  sendJson,
  startTestServer,
  type TTestHandler,
  type TTestServer,
} from "@/lib/http/test-server";

import { secret } from "./secret";
import { createTokenSource, type TTokenSourceConfig } from "./token-source";

const CLIENT_SECRET = "kc-Secret/with+special&chars";
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

/** Issues tok-1, tok-2, … with the given lifetime. */
async function tokenServer(expiresIn = 2700) {
  let issued = 0;
  return serve((_req, res) =>
    sendJson(res, 200, {
      access_token: `tok-${++issued}`,
      expires_in: expiresIn,
      token_type: "Bearer",
      "not-before-policy": 0,
    }),
  );
}

function source(authUrl: string, extra: Partial<TTokenSourceConfig> = {}) {
  return createTokenSource({
    authUrl,
    tenantId: "tenant-1",
    clientId: "api-ledger-client",
    clientSecret: secret(CLIENT_SECRET),
    http: { dispatcher: agent, logger: captureLogs().logger },
    ...extra,
  });
}

describe("createTokenSource: the token request", () => {
  it("posts form credentials to the tenant's realm", async () => {
    const auth = await tokenServer();
    await expect(source(auth.url).getToken()).resolves.toBe("tok-1");
    const [req] = auth.requests;
    expect(req?.method).toBe("POST");
    expect(req?.url).toBe("/realms/tenant-1/protocol/openid-connect/token");
    expect(req?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(req?.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({
      grant_type: "client_credentials",
      client_id: "api-ledger-client",
      client_secret: CLIENT_SECRET,
    });
  });

  it("sends HTTP Basic credentials when configured, keeping a base path and encoding the tenant", async () => {
    const auth = await tokenServer();
    await source(`${auth.url}/auth/`, { authStyle: "basic", tenantId: "a b" }).getToken();
    const [req] = auth.requests;
    expect(req?.url).toBe("/auth/realms/a%20b/protocol/openid-connect/token");
    expect(req?.body).toBe("grant_type=client_credentials");
    const decoded = Buffer.from(
      req?.headers.authorization?.replace(/^Basic /, "") ?? "",
      "base64",
    ).toString();
    const [id, pass] = decoded.split(":").map((part) => new URLSearchParams(`v=${part}`).get("v"));
    expect([id, pass]).toEqual(["api-ledger-client", CLIENT_SECRET]);
  });
});

describe("createTokenSource: caching", () => {
  it("reuses the token until 60 s before expiry, then fetches a new one", async () => {
    const auth = await tokenServer(2700);
    let now = 1_000_000;
    const tokens = source(auth.url, { now: () => now });
    expect(await tokens.getToken()).toBe("tok-1");
    now += 2_639_000;
    expect(await tokens.getToken()).toBe("tok-1");
    now += 2_000;
    expect(await tokens.getToken()).toBe("tok-2");
    expect(auth.requests).toHaveLength(2);
  });

  it("clamps the margin for short lifetimes: a 61 s token is kept for half its life", async () => {
    const auth = await tokenServer(61);
    let now = 0;
    const tokens = source(auth.url, { now: () => now });
    await tokens.getToken();
    now = 30_000;
    expect(await tokens.getToken()).toBe("tok-1");
    now = 31_000;
    expect(await tokens.getToken()).toBe("tok-2");
  });

  it("expires on the real clock with a configurable margin", async () => {
    const auth = await tokenServer(1);
    const tokens = source(auth.url, { refreshMarginMs: 0 });
    expect(await tokens.getToken()).toBe("tok-1");
    expect(await tokens.getToken()).toBe("tok-1");
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await tokens.getToken()).toBe("tok-2");
  });

  it("shares one refresh among concurrent callers, even for a token that is never cacheable", async () => {
    const auth = await tokenServer(0);
    const tokens = source(auth.url);
    expect(new Set(await Promise.all(Array.from({ length: 50 }, () => tokens.getToken())))).toEqual(
      new Set(["tok-1"]),
    );
    expect(await tokens.getToken()).toBe("tok-2");
  });

  it("invalidate drops only the token it names", async () => {
    const auth = await tokenServer();
    const tokens = source(auth.url);
    await tokens.getToken();
    tokens.invalidate("tok-0");
    expect(await tokens.getToken()).toBe("tok-1");
    tokens.invalidate("tok-1");
    expect(await tokens.getToken()).toBe("tok-2");
  });
});

describe("createTokenSource: failures", () => {
  it("rejects every waiter of a failed refresh with one auth error and does not poison the cache", async () => {
    let calls = 0;
    // Refused both ways of sending the credentials, then accepted.
    const auth = await serve((_req, res) =>
      ++calls <= 2
        ? sendJson(res, 401, { error: "invalid_client", error_description: "Invalid client credentials" })
        : sendJson(res, 200, { access_token: "tok-ok", expires_in: 2700 }),
    );
    const tokens = source(auth.url);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => tokens.getToken()));
    const reasons = new Set(results.map((r) => (r.status === "rejected" ? r.reason : r.value)));
    expect(reasons.size).toBe(1);
    const [error] = reasons;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      api: "auth",
      kind: "http",
      status: 401,
      code: "invalid_client",
      path: "/realms/tenant-1/protocol/openid-connect/token",
    });
    expect(await tokens.getToken()).toBe("tok-ok");
    expect(auth.requests).toHaveLength(3);
  });

  it("maps a token response that fails the schema to invalid_response without echoing the body", async () => {
    const auth = await serve((_req, res) =>
      // access_token must be a string; an odd expires_in alone is not a failure (token-fallbacks.test.ts).
      sendJson(res, 200, { access_token: ["leaky-token"], expires_in: 2700 }),
    );
    const error = await source(auth.url)
      .getToken()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ api: "auth", kind: "invalid_response", status: 200 });
    expect(JSON.stringify(error)).not.toContain("leaky-token");
  });

  it("maps an unanswered token request to a timeout and a closed port to a connection error", async () => {
    const silent = await serve(() => undefined);
    await expect(source(silent.url, { timeoutMs: 200 }).getToken()).rejects.toMatchObject({
      api: "auth",
      kind: "timeout",
      status: null,
    });
    await expect(source(await refusedUrl()).getToken()).rejects.toMatchObject({
      api: "auth",
      kind: "connection",
      status: null,
    });
  });
});

describe("createTokenSource: the secret stays secret", () => {
  it("never shows in the config, the source, logs or errors", async () => {
    const logs = captureLogs("trace");
    const auth = await serve((req, res) =>
      sendJson(res, 400, { error: "invalid_request", error_description: `got ${req.body}` }),
    );
    const config: TTokenSourceConfig = {
      authUrl: auth.url,
      tenantId: "t",
      clientId: "c",
      clientSecret: secret(CLIENT_SECRET),
      http: { dispatcher: agent, logger: logs.logger },
    };
    const tokens = createTokenSource(config);
    const error = await tokens.getToken().catch((e: unknown) => e);
    logs.logger.info({ config, err: error }, "logged on purpose");
    const encoded = new URLSearchParams({ s: CLIENT_SECRET }).toString().slice(2);
    const views = [
      JSON.stringify(config),
      String(config.clientSecret),
      `${config.clientSecret}`,
      inspect(config, { depth: 5 }),
      JSON.stringify(tokens),
      String(tokens),
      inspect(tokens),
      String(error),
      JSON.stringify(error),
      inspect(error, { depth: 5 }),
      logs.text(),
    ];
    for (const view of views) {
      expect(view).not.toContain(CLIENT_SECRET);
      expect(view).not.toContain(encoded);
    }
    expect((error as ProviderError).platformMessage).toBe(
      "got grant_type=client_credentials&client_id=c&client_secret=[REDACTED]",
    );
    expect(config.clientSecret.reveal()).toBe(CLIENT_SECRET);
  });
});
