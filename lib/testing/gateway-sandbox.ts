import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { buildSandbox, type TSandbox } from "@/sandbox/app";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
import { sandboxConfigFrom } from "@/sandbox/settings";
import { gatewayApi } from "@/lib/providers/gateway/client";
import type { TPaymentQuery } from "@/lib/providers/gateway/payment-query";
import { classifiersOf } from "@/lib/providers/gateway/verify-classifiers";

// What the gateway client tests (lib/providers/gateway/client-*.test.ts) share: a sandbox listening on a
// free port, reset before each test, and the client against it over real HTTP.

/** Call inside a describe: starts the sandbox for it, and returns the client and the sandbox's controls. */
export function withGatewaySandbox() {
  let sandbox: TSandbox;
  const api = {} as ReturnType<typeof gatewayApi>; // filled in by beforeAll, once the sandbox listens
  const dataDir = mkdtempSync(join(tmpdir(), "gateway-client-test-"));

  const control = async (method: "POST" | "PATCH", url: string, payload: object) => {
    const res = await sandbox.app.inject({ method, url: `/control${url}`, payload });
    if (res.statusCode >= 300) throw new Error(`control ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const scene = async (body: object): Promise<number> =>
    (await control("POST", "/payments", body)).transaction_id;

  beforeAll(async () => {
    sandbox = await buildSandbox(sandboxConfigFrom({ SANDBOX_PORT: "0", SANDBOX_DATA_DIR: dataDir }));
    const origin = await sandbox.app.listen({ host: "127.0.0.1", port: 0 });
    const tokens = (client: keyof typeof SANDBOX_CLIENTS) =>
      createTokenSource({
        authUrl: `${origin}/auth`,
        tenantId: sandbox.ctx.config.tenantId,
        clientId: SANDBOX_CLIENTS[client].id,
        clientSecret: secret(SANDBOX_CLIENTS[client].secret),
      });
    const baseUrl = `${origin}/gateway`;
    Object.assign(
      api,
      gatewayApi(
        createPlatformClient({ api: "gateway", baseUrl, tokens: tokens("gateway") }),
        createPlatformClient({ api: "gateway", baseUrl, tokens: tokens("approver") }),
      ),
    );
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await control("POST", "/reset", {});
  });
  /** One checked page, with the platform's own status and type lists (the sandbox has them). */
  const search = async (prefer: "v3" | "v2", query: TPaymentQuery) => {
    const catalog = { statuses: await api.listStatuses(), types: await api.listTypes() };
    return api.searchPayments(query, { prefer, classifiers: classifiersOf(catalog) });
  };

  return { api, control, scene, search };
}
