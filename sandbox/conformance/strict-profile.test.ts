import { describe, expect, it } from "vitest";
import { sandboxConfigFrom } from "../settings";
import { useSandbox } from "../testing/harness";

// SANDBOX_PROFILE=strict: another reasonable implementation of the interface, which differs from the
// default profile wherever the interface is silent (sandbox/README.md, Profiles). Its write drop rate is
// 0 here so that no test depends on chance; its own start value is checked on the settings.

const sandbox = useSandbox({ SANDBOX_PROFILE: "strict", SANDBOX_WRITE_DROP_RATE: "0" });
const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const get = (path: string, auth: "gateway" | "restriction" = "gateway") =>
  sandbox.call("GET", path, { auth });

describe("the strict profile", () => {
  it("is shown by GET /control/profile", async () => {
    expect(await sandbox.control("GET", "/profile")).toEqual({ profile: "strict" });
  });

  it("drops 5% of writes by default (SANDBOX_WRITE_DROP_RATE), the default profile none", () => {
    expect(sandboxConfigFrom({ SANDBOX_PROFILE: "strict" }).writeDropRate).toBe(0.05);
    expect(sandboxConfigFrom({}).writeDropRate).toBe(0);
    expect(sandboxConfigFrom({}).profile).toBe("default");
    expect(
      sandboxConfigFrom({ SANDBOX_PROFILE: "strict", SANDBOX_WRITE_DROP_RATE: "0.2" }).writeDropRate,
    ).toBe(0.2);
    expect(() => sandboxConfigFrom({ SANDBOX_PROFILE: "lenient" })).toThrow();
  });

  it.each(["/gateway/v2/transaction/statuses", "/gateway/v2/transaction/types"])(
    "answers %s with the not-found envelope: the list operations' paths are not shown",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: "NOT_FOUND",
        message: expect.any(String),
        data: { message: expect.any(String), errors: [] },
      });
    },
  );
});

describe("unknown query parameters are ignored silently", () => {
  it.each([
    ["v2 search", "/gateway/v2/transaction/search?made_up=1&limit=5"],
    ["v3 payments", "/gateway/v3/payments?madeUp=1&limit=5"],
    ["liquidity transfers", "/gateway/v1/nostro-accounts/transfers?madeUp=1&limit=5"],
  ])("%s", async (_name, path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
  });

  it("restriction orders", async () => {
    const res = await get("/restriction/api/v1/orders?madeUp=1&size=5", "restriction");
    expect(res.status).toBe(200);
    expect(res.body.metadata.page_size).toBe(5);
  });

  it("v2 search filters by `statuses`; `status_id` is unknown and so filters nothing", async () => {
    const make = (status: string) =>
      sandbox.control("POST", "/payments", { direction: "INBOUND", method: "SEPA", amount: 100, status });
    const done = await make("Completed");
    await make("Rejected");
    const ids = (body: { result: { transaction_id: number }[] }) => body.result.map((p) => p.transaction_id);
    const filtered = await get("/gateway/v2/transaction/search?statuses=5");
    expect(ids(filtered.body)).toEqual([done.transaction_id]);
    const unknown = await get("/gateway/v2/transaction/search?status_id=5");
    expect(unknown.status).toBe(200);
    expect(ids(unknown.body)).toHaveLength(2);
  });
});

describe("liquidity transfers", () => {
  it("have no requestId idempotency: a repeated POST creates another transfer", async () => {
    const body = { requestId: "strict-repeat-1", amount: 10_000, debtorAccount: SCT, creditorAccount: INST };
    const first = await sandbox.call("POST", "/gateway/v1/nostro-accounts/transfers", {
      auth: "gateway",
      body,
    });
    const again = await sandbox.call("POST", "/gateway/v1/nostro-accounts/transfers", {
      auth: "gateway",
      body,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    const list = await get("/gateway/v1/nostro-accounts/transfers?requestId=strict-repeat-1");
    expect(list.body.meta.amount).toBe(2);
  });
});
