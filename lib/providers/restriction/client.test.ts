import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { buildSandbox, type TSandbox } from "@/sandbox/app";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
import { sandboxConfigFrom } from "@/sandbox/settings";
import { restrictionApi } from "./client";

// The client against the sandbox over real HTTP: the wire shapes in ./schemas.ts must parse what it serves.

describe("restriction client", () => {
  let sandbox: TSandbox;
  let api: ReturnType<typeof restrictionApi>;

  beforeAll(async () => {
    sandbox = await buildSandbox(
      sandboxConfigFrom({ SANDBOX_PORT: "0", SANDBOX_DATA_DIR: "/tmp/restriction-client-test" }),
    );
    const origin = await sandbox.app.listen({ host: "127.0.0.1", port: 0 });
    const tokens = createTokenSource({
      authUrl: `${origin}/auth`,
      tenantId: sandbox.ctx.config.tenantId,
      clientId: SANDBOX_CLIENTS.restriction.id,
      clientSecret: secret(SANDBOX_CLIENTS.restriction.secret),
    });
    api = restrictionApi(
      createPlatformClient({ api: "restriction", baseUrl: `${origin}/restriction`, tokens }),
    );
    for (let i = 0; i < 3; i++)
      await sandbox.app.inject({ method: "POST", url: "/control/restriction/orders", payload: {} });
  });
  afterAll(async () => sandbox?.close());

  it("lists unprocessed orders with the page metadata", async () => {
    const page = await api.listOrders({ status: "UNPROCESSED", size: 2 });
    expect(page.metadata).toMatchObject({
      total_items: 3,
      page_size: 2,
      page_number: 0,
      is_last_page: false,
    });
    expect(page.orders).toHaveLength(2);
    expect(page.orders[0]!.data.status).toBe("UNPROCESSED");
  });
});
