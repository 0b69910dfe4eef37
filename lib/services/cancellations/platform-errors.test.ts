import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { gatewayApi } from "@/lib/providers/gateway/client";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import { buildSandbox, type TSandbox } from "@/sandbox/app";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
import { sandboxConfigFrom } from "@/sandbox/settings";
import { RESPOND_CODES, respondWording, type TRespondCode } from "./respond-wording";

// The gateway's cancellation operations over real HTTP against a sandbox of this test's own, so it may
// switch the tenant feature the shared e2e sandbox must never change: every code of the v3 error table
// and the v1 SDD codes are produced by the platform, arrive as ProviderError with the table's status, and
// each has its sentence. The form and the server's rules keep most of them from ever being sent by
// Countersign; here the bodies are sent as they are, to prove the wording matches what the platform says.

const UETR = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

describe("cancellation operations against the sandbox", () => {
  let sandbox: TSandbox;
  let api: ReturnType<typeof gatewayApi>;
  const dataDir = mkdtempSync(join(tmpdir(), "cancellation-errors-test-"));

  const control = async (method: "POST" | "PATCH", url: string, payload: object) => {
    const res = await sandbox.app.inject({ method, url: `/control${url}`, payload });
    if (res.statusCode >= 300) throw new Error(`control ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** An inbound camt.056; the options are the control API's (sandbox/gateway/cancellations/control.ts). */
  const inbound = async (scene: object = {}): Promise<number> =>
    (await control("POST", "/cancellations/inbound", { amount: 10_000, ...scene })).id;
  const refusalOf = async (p: Promise<unknown>): Promise<ProviderError> => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  };
  const v3 = (id: number, body: object) =>
    api.respondToCancellation(id, body as Extract<TRespondCommand, { api: "v3" }>["body"]);

  beforeAll(async () => {
    sandbox = await buildSandbox(sandboxConfigFrom({ SANDBOX_PORT: "0", SANDBOX_DATA_DIR: dataDir }));
    const origin = await sandbox.app.listen({ host: "127.0.0.1", port: 0 });
    const tokens = createTokenSource({
      authUrl: `${origin}/auth`,
      tenantId: sandbox.ctx.config.tenantId,
      clientId: SANDBOX_CLIENTS.gateway.id,
      clientSecret: secret(SANDBOX_CLIENTS.gateway.secret),
    });
    const client = createPlatformClient({ api: "gateway", baseUrl: `${origin}/gateway`, tokens });
    api = gatewayApi(client, client);
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads a request with every field, and answers null for an unknown id", async () => {
    const id = await inbound({ reason: "FRAD", additionalComment: "Customer reported fraud" });
    const r = await api.getCancellationRequest(id);
    expect(r).toMatchObject({
      id,
      direction: "INBOUND",
      reason: "FRAD",
      status: "CANCELLATION_IN_PROGRESS",
      additionalComment: "Customer reported fraud",
      sepaMessageId: expect.stringMatching(/^MSG\d{10}$/),
      sepaCancellationId: expect.stringMatching(/^CXL\d{8}$/),
      transactionId: expect.any(Number),
    });
    expect(await api.getCancellationRequest(987_654_321)).toBeNull();
  });

  it("accepts with a fee (v3) and rejects an SDD request (v1): RETURNING and REFUSING", async () => {
    const sepa = await inbound();
    await v3(sepa, { responseCode: "ACCEPTED", responseDetails: { feeAmount: 150 } });
    expect(await api.getCancellationRequest(sepa)).toMatchObject({
      status: "RETURNING",
      returnTransactionId: expect.any(Number),
    });
    const sdd = await inbound({ scheme: "SDD" });
    await api.rejectCancellation(sdd, { reasonCode: "NOOR", additionalInformation: "Never received" });
    expect(await api.getCancellationRequest(sdd)).toMatchObject({
      status: "REFUSING",
      rejectionReason: "NOOR",
    });
  });

  // [code, status, how the platform is made to say it]
  const CASES: [TRespondCode, number, () => Promise<unknown>][] = [
    [
      "VALIDATION_ERROR",
      400,
      async () =>
        v3(await inbound({ scheme: "SWIFT", uetr: UETR }), {
          responseCode: "REJECTED",
          responseDetails: { swiftRejectionReasonCode: "ARDT", additionalInformation: "x" },
        }),
    ],
    ["CANCELLATION_REQUEST_NOT_FOUND", 404, async () => v3(987_654_321, { responseCode: "ACCEPTED" })],
    [
      "UNSUPPORTED_CANCELLATION_SCHEMA",
      409,
      async () => v3(await inbound({ scheme: "T2" }), { responseCode: "ACCEPTED" }),
    ],
    [
      "ILLEGAL_CANCELLATION_REQUEST_STATUS",
      400,
      async () => {
        const id = await inbound();
        await v3(id, { responseCode: "ACCEPTED" });
        return v3(id, { responseCode: "ACCEPTED" });
      },
    ],
    [
      "CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND",
      400,
      async () => v3(await inbound({ linked: false }), { responseCode: "ACCEPTED" }),
    ],
    [
      "ILLEGAL_TRANSACTION_DIRECTION",
      400,
      async () => v3(await inbound({ paymentDirection: "OUTBOUND" }), { responseCode: "ACCEPTED" }),
    ],
    [
      "ILLEGAL_TRANSACTION_METHOD",
      405,
      async () => v3(await inbound({ scheme: "SWIFT", paymentMethod: "SEPA" }), { responseCode: "ACCEPTED" }),
    ],
    [
      "CANCELLATION_CHANNEL_BIC_MISSING",
      400,
      async () => v3(await inbound({ channelBic: null }), { responseCode: "ACCEPTED" }),
    ],
    [
      "VALID_RETURN_EXISTS",
      400,
      async () => v3(await inbound({ existingReturn: true }), { responseCode: "ACCEPTED" }),
    ],
    [
      "ILLEGAL_CANCELLATION_REASON",
      400,
      async () =>
        v3(await inbound(), {
          responseCode: "REJECTED",
          responseDetails: { rejectionReasonCode: "PTNA", additionalInformation: "x" },
        }),
    ],
    [
      "NEGATIVE_FEE_AMOUNT",
      400,
      async () => v3(await inbound(), { responseCode: "ACCEPTED", responseDetails: { feeAmount: -1 } }),
    ],
    [
      "FEE_NOT_SUPPORTED_FOR_SCHEMA",
      400,
      async () =>
        v3(await inbound({ scheme: "SWIFT" }), {
          responseCode: "ACCEPTED",
          responseDetails: { feeAmount: 100 },
        }),
    ],
    [
      "FEE_AMOUNT_GREATER_THAN_OR_EQUAL_TO_TRANSACTION_AMOUNT",
      400,
      async () => v3(await inbound(), { responseCode: "ACCEPTED", responseDetails: { feeAmount: 10_000 } }),
    ],
    [
      "SDD_DEADLINE_EXCEEDED",
      400,
      async () => api.acceptCancellation(await inbound({ scheme: "SDD", settlementDate: "2020-01-02" })),
    ],
  ];

  it.each(CASES)("%s: HTTP %i, worded as refused", async (code, status, provoke) => {
    const err = await refusalOf(provoke());
    expect({ status: err.status, code: err.code }).toEqual({ status, code });
    const wording = respondWording(err, { scheme: "SEPA", api: "v3" });
    expect(wording.state).toBe("refused");
    expect(wording.message).toBe(RESPOND_CODES[code]({ scheme: "SEPA", api: "v3" }, err).message);
  });

  it("v1 serves SDD only: ILLEGAL_TRANSACTION_METHOD for a SEPA request", async () => {
    const err = await refusalOf(api.acceptCancellation(await inbound()));
    expect({ status: err.status, code: err.code }).toEqual({
      status: 405,
      code: "ILLEGAL_TRANSACTION_METHOD",
    });
    expect(respondWording(err, { scheme: "SEPA", api: "v1" }).message).toContain("direct debit operation");
  });

  it("FEATURE_DISABLED (403) when the tenant has no inbound SWIFT cancellation, worded as the tenant setting", async () => {
    const id = await inbound({ scheme: "SWIFT", uetr: UETR });
    await control("PATCH", "/features", { swiftCancellation: false });
    try {
      const err = await refusalOf(
        v3(id, { responseCode: "REJECTED", responseDetails: { swiftRejectionReasonCode: "ARDT" } }),
      );
      expect({ status: err.status, code: err.code }).toEqual({ status: 403, code: "FEATURE_DISABLED" });
      const w = respondWording(err, { scheme: "SWIFT", api: "v3" });
      expect(w).toEqual({
        state: "refused",
        message: expect.stringContaining("“inbound SWIFT cancellation” is not enabled"),
      });
      // A 4xx leaves the request unchanged.
      expect(await api.getCancellationRequest(id)).toMatchObject({ status: "CANCELLATION_IN_PROGRESS" });
    } finally {
      await control("PATCH", "/features", { swiftCancellation: true });
    }
  });

  it("covers every code of the wording table", () => {
    const covered = new Set<string>([...CASES.map(([c]) => c), "FEATURE_DISABLED"]);
    expect([...covered].sort()).toEqual(Object.keys(RESPOND_CODES).sort());
  });
});
