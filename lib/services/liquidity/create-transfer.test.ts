import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { transfersApi } from "@/lib/providers/gateway/transfers";
import { ZCreateTransferInput } from "@/lib/schemas/liquidity-transfer";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
// Aliased: the harness is not a React hook, whatever its name says.
import { useSandbox as sandboxHarness } from "@/sandbox/testing/harness";
import type { TActor } from "../actor";
import { createLiquidityTransfer } from "./create-transfer";
import type { TLiquidityDeps } from "./deps";

// The create use case against the sandbox (the platform's idempotency is its request id) and a real
// database (every attempt is audited). A lost answer is simulated by a wrapper that lets the first POST
// reach the sandbox and then throws a timeout, as a dropped connection would.

const test = withAppTestDatabase();
const sandbox = sandboxHarness({ SANDBOX_PAYMENT_STEP_MS: "600000" });
const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const KAUNAS = "LT163999110000000301";
let platform: TLiquidityDeps;

beforeAll(() => {
  const tokens = createTokenSource({
    authUrl: `${sandbox.origin}/auth`,
    tenantId: sandbox.tenantId,
    clientId: SANDBOX_CLIENTS.gateway.id,
    clientSecret: secret(SANDBOX_CLIENTS.gateway.secret),
  });
  platform = transfersApi(
    createPlatformClient({ api: "gateway", baseUrl: `${sandbox.origin}/gateway`, tokens }),
  );
});

const actor = (): TActor => ({
  user: { id: randomUUID(), email: `ops-${randomUUID()}@example.com` },
  requestId: "req-1",
  ip: null,
});
const command = (over: object = {}) =>
  ZCreateTransferInput.parse({
    requestId: randomUUID(),
    debtorAccount: SCT,
    creditorAccount: INST,
    amount: "250.00",
    locale: "en-US",
    ...over,
  });
const timeout = () =>
  new ProviderError({
    api: "gateway",
    kind: "timeout",
    status: null,
    method: "POST",
    path: "/v1/nostro-accounts/transfers",
    requestId: "r",
  });
const auditOf = (email: string) =>
  test.db.auditEvent.findMany({ where: { actorEmail: email }, orderBy: { id: "asc" } });
const count = async (requestId: string) =>
  (await platform.listTransfers({ limit: 10, offset: 0, requestId })).total;

describe("createLiquidityTransfer", () => {
  it("creates the transfer in exact minor units and audits it", async () => {
    const who = actor();
    const out = await createLiquidityTransfer(
      command({ amount: "1,234.56", purpose: "Top-up" }),
      who,
      platform,
    );
    expect(out).toMatchObject({
      state: "created",
      duplicate: false,
      transfer: { amount: 123_456, purpose: "Top-up", status: "CREATED" },
    });
    const audit = await auditOf(who.user.email);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "liquidity.transfer", outcome: "success" });
    expect(audit[0]!.target).toBe(`transfer:${out.state === "created" ? out.transfer.id : ""}`);
    expect(audit[0]!.detail).toMatchObject({
      amountMinor: "123456",
      debtorAccount: SCT,
      creditorAccount: INST,
    });
  });

  it("a lost answer is sent again with the same request id; the 409 is read back as the same transfer", async () => {
    let calls = 0;
    const lossy: TLiquidityDeps = {
      listTransfers: (q) => platform.listTransfers(q),
      async createTransfer(body) {
        calls += 1;
        const made = await platform.createTransfer(body);
        if (calls === 1) throw timeout(); // it was made; the answer never came
        return made;
      },
    };
    const cmd = command();
    const out = await createLiquidityTransfer(cmd, actor(), lossy);
    expect(calls).toBe(2);
    expect(out).toMatchObject({ state: "created", duplicate: true, transfer: { requestId: cmd.requestId } });
    expect(await count(cmd.requestId)).toBe(1);

    // The person sends the same intent once more (a double click, a second tab): still one transfer.
    const again = await createLiquidityTransfer(cmd, actor(), platform);
    expect(again).toMatchObject({ state: "created", duplicate: true });
    expect(await count(cmd.requestId)).toBe(1);
  });

  it("two timeouts in a row: unknown, nothing said to have failed, the same id to send again", async () => {
    const who = actor();
    const silent: TLiquidityDeps = {
      listTransfers: (q) => platform.listTransfers(q),
      createTransfer: async () => Promise.reject(timeout()),
    };
    const out = await createLiquidityTransfer(command(), who, silent);
    expect(out).toMatchObject({ state: "unknown", message: expect.stringContaining("same request id") });
    expect((await auditOf(who.user.email))[0]).toMatchObject({ outcome: "failure" });
  });

  it("a pair of another BIC is refused in words, on the creditor field, and audited with the code", async () => {
    const who = actor();
    const out = await createLiquidityTransfer(command({ creditorAccount: KAUNAS }), who, platform);
    expect(out).toMatchObject({
      state: "refused",
      providerCode: "TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
      fieldErrors: { creditorAccount: expect.any(String) },
    });
    expect((await auditOf(who.user.email))[0]).toMatchObject({
      outcome: "failure",
      providerStatus: 400,
      providerCode: "TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
    });
  });
});
