import { describe, expect, it } from "vitest";
import { SANDBOX_CLIENTS } from "../defaults";
import { useSandbox } from "../testing/harness";

// docs/platform-interface.md#token: client credentials by form fields or HTTP Basic; expires_in 2700 by
// default; unknown client or secret → 401; an expired token → 401 on every API.

const sandbox = useSandbox({ SANDBOX_TOKEN_TTL_SECONDS: "2700" });
const tokenPath = () => `/auth/realms/${sandbox.tenantId}/protocol/openid-connect/token`;
const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
const { id, secret } = SANDBOX_CLIENTS.gateway;

describe("token server", () => {
  it("issues a bearer token for client credentials in form fields", async () => {
    const res = await sandbox.call(
      "POST",
      tokenPath(),
      form({ grant_type: "client_credentials", client_id: id, client_secret: secret }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      expires_in: 2700,
      refresh_expires_in: 0,
      token_type: "Bearer",
      "not-before-policy": 0,
      scope: "profile email",
    });
  });

  it("accepts the client as HTTP Basic credentials", async () => {
    const basic = Buffer.from(`${SANDBOX_CLIENTS.ledger.id}:${SANDBOX_CLIENTS.ledger.secret}`).toString(
      "base64",
    );
    const res = await sandbox.call("POST", tokenPath(), {
      ...form({ grant_type: "client_credentials" }),
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe("Bearer");
  });

  it.each([
    ["an unknown client", { client_id: "nobody", client_secret: secret }],
    ["a wrong secret", { client_id: id, client_secret: "wrong" }],
    ["no credentials", {}],
  ])("refuses %s with 401", async (_name, fields) => {
    const res = await sandbox.call(
      "POST",
      tokenPath(),
      form({ grant_type: "client_credentials", ...fields }),
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: "invalid_client" });
  });

  it("refuses another grant type and another tenant's realm", async () => {
    expect(
      (
        await sandbox.call(
          "POST",
          tokenPath(),
          form({ grant_type: "password", client_id: id, client_secret: secret }),
        )
      ).status,
    ).toBe(400);
    const other = await sandbox.call(
      "POST",
      "/auth/realms/other-tenant/protocol/openid-connect/token",
      form({ grant_type: "client_credentials", client_id: id, client_secret: secret }),
    );
    expect(other.status).toBe(404);
  });
});

describe("bearer tokens on the APIs", () => {
  const apis = [
    "/gateway/v1/cancellation-requests/1",
    "/ledger/v1/accounts/3fa85f64-5717-4562-b3fc-2c963f66afa6",
    "/restriction/api/v1/orders",
  ];

  it.each(apis)("%s answers 401 without a token or with an unknown one", async (path) => {
    expect((await sandbox.call("GET", path)).status).toBe(401);
    expect(
      (await sandbox.call("GET", path, { headers: { authorization: "Bearer not-a-token" } })).status,
    ).toBe(401);
  });

  it.each(apis)("%s answers 401 once the token has expired", async (path) => {
    const token = await sandbox.token("gateway");
    const before = await sandbox.call("GET", path, { headers: { authorization: `Bearer ${token}` } });
    expect(before.status).not.toBe(401);
    await sandbox.control("POST", "/clock/advance", { ms: 2700 * 1000 });
    expect((await sandbox.call("GET", path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });
});

describe("control API", () => {
  it("switches tenant features and refuses unknown ones", async () => {
    expect(
      await sandbox.control("PATCH", "/features", {
        swiftCancellation: false,
        signing: { requiredApprovals: 2 },
      }),
    ).toMatchObject({
      swiftCancellation: false,
      signing: { enabled: true, requiredApprovals: 2 },
    });
    const bad = await sandbox.call("PATCH", "/control/features", { body: { teleport: true } });
    expect(bad.status).toBe(400);
    await sandbox.control("POST", "/reset");
    expect(await sandbox.control("GET", "/features")).toMatchObject({
      swiftCancellation: true,
      signing: { requiredApprovals: 1 },
    });
  });

  it("injects 5xx failures into the APIs but never into itself", async () => {
    const token = await sandbox.token("restriction");
    await sandbox.control("PATCH", "/faults", { errorRate: 1 });
    const res = await sandbox.call("GET", "/restriction/api/v1/orders", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(500);
    expect(await sandbox.control("GET", "/faults")).toMatchObject({ errorRate: 1 });
  });
});
