import { beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
// Aliased: the harness is not a React hook, whatever its name says.
import { useSandbox as sandboxHarness } from "@/sandbox/testing/harness";
import { transfersApi } from "./transfers";

// The liquidity transfer calls against the sandbox over real HTTP. Every filter must narrow the list (a
// parameter under a wrong name would be ignored by the platform and filter nothing), meta.amount must be
// the total across pages, and the platform's refusals must surface with their status and code.

const sandbox = sandboxHarness({ SANDBOX_PAYMENT_STEP_MS: "600000" });
const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const KAUNAS = "LT163999110000000301";
let api: ReturnType<typeof transfersApi>;

beforeAll(() => {
  const tokens = createTokenSource({
    authUrl: `${sandbox.origin}/auth`,
    tenantId: sandbox.tenantId,
    clientId: SANDBOX_CLIENTS.gateway.id,
    clientSecret: secret(SANDBOX_CLIENTS.gateway.secret),
  });
  api = transfersApi(createPlatformClient({ api: "gateway", baseUrl: `${sandbox.origin}/gateway`, tokens }));
});

const stage = (fields: Record<string, unknown>) => sandbox.control("POST", "/transfers", fields);
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, "0")}:00Z`;

async function refusal(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe("GET /v1/nostro-accounts/transfers", () => {
  it("each filter narrows, meta.amount counts all pages, and the order is the one asked for", async () => {
    await stage({ requestId: "R-B", amount: 200, status: "COMPLETED", createdAt: at(1) });
    await stage({ requestId: "R-A", amount: 100, status: "REJECTED", createdAt: at(2) });
    await stage({
      requestId: "R-C",
      amount: 300,
      status: "COMPLETED",
      createdAt: at(3),
      debtorAccount: INST,
      creditorAccount: SCT,
    });
    const ids = async (q: object) =>
      (await api.listTransfers({ limit: 10, offset: 0, ...q })).rows.map((t) => t.requestId);

    expect(await ids({})).toEqual(["R-C", "R-A", "R-B"]); // newest first
    expect(await ids({ sort: "requestId,ASC" })).toEqual(["R-A", "R-B", "R-C"]);
    expect(await ids({ sort: "requestId,DESC" })).toEqual(["R-C", "R-B", "R-A"]);
    expect(await ids({ status: ["REJECTED"] })).toEqual(["R-A"]);
    expect(await ids({ status: ["REJECTED", "COMPLETED"] })).toHaveLength(3);
    expect(await ids({ requestId: "R-B" })).toEqual(["R-B"]);
    expect(await ids({ debtorAccount: INST })).toEqual(["R-C"]);
    expect(await ids({ creditorAccount: SCT })).toEqual(["R-C"]);
    expect(await ids({ dateTimeFrom: at(2), dateTimeTo: "2026-03-01T12:02:00+02:00" })).toEqual(["R-A"]);

    const page = await api.listTransfers({ limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.rows.map((t) => t.requestId)).toEqual(["R-B"]);
    expect(page.rows[0]).toMatchObject({
      amount: 200,
      currency: "EUR",
      debtorAccount: SCT,
      creditorAccount: INST,
      debtorBankName: "Countersign Sandbox Bank",
      transferType: "INTERNAL",
      status: "COMPLETED",
    });
  });

  it("a limit outside 1–100 is refused with the parameter named", async () => {
    const err = await refusal(api.listTransfers({ limit: 101, offset: 0 }));
    expect(err.status).toBe(400);
    expect(err.code).toBe("VALIDATION_ERROR");
    expect(err.fieldErrors.map((f) => f.field)).toContain("limit");
  });
});

describe("POST /v1/nostro-accounts/transfers", () => {
  const body = {
    amountMinor: 12_345,
    currency: "EUR",
    debtorAccount: SCT,
    creditorAccount: INST,
    transferType: "INTERNAL" as const,
  };

  it("answers 201 with the transfer; the same request id again is 409 and nothing is created", async () => {
    const made = await api.createTransfer({ ...body, requestId: "INTENT-1", purpose: "Top-up" });
    expect(made).toMatchObject({
      requestId: "INTENT-1",
      status: "CREATED",
      amount: 12_345,
      purpose: "Top-up",
      settlementDate: null,
    });
    const err = await refusal(api.createTransfer({ ...body, requestId: "INTENT-1", amountMinor: 1 }));
    expect([err.status, err.code]).toEqual([409, "DUPLICATE_REQUEST_ID"]);
    expect((await api.listTransfers({ limit: 10, offset: 0, requestId: "INTENT-1" })).rows).toEqual([made]);
  });

  it("refuses a pair of accounts of another BIC with TRANSFER_BETWEEN_DIFFERENT_SCHEMES", async () => {
    const err = await refusal(api.createTransfer({ ...body, requestId: "X-1", creditorAccount: KAUNAS }));
    expect([err.status, err.code]).toEqual([400, "TRANSFER_BETWEEN_DIFFERENT_SCHEMES"]);
    expect((await api.listTransfers({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it("a tenant without the feature gets 403 FEATURE_DISABLED on both calls", async () => {
    await sandbox.control("PATCH", "/features", { liquidity: false });
    expect((await refusal(api.listTransfers({ limit: 10, offset: 0 }))).code).toBe("FEATURE_DISABLED");
    expect((await refusal(api.createTransfer({ ...body, requestId: "F-1" }))).status).toBe(403);
  });
});
