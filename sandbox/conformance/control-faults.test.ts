import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";

// The control API's injected faults (latency, dropped connections, token expiry) hit the platform's APIs
// as Countersign would meet them, and never the control API itself.

const sandbox = useSandbox();
const ORDERS = "/restriction/api/v1/orders";

describe("injected faults", () => {
  it("latencyMs delays every API answer but not the control API", async () => {
    const token = await sandbox.token("restriction");
    await sandbox.control("PATCH", "/faults", { latencyMs: 300 });
    const started = Date.now();
    const res = await sandbox.call("GET", ORDERS, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const control = Date.now();
    await sandbox.control("GET", "/faults");
    expect(Date.now() - control).toBeLessThan(250);
  });

  it("dropRate 1 closes the connection without an answer; 0 answers again", async () => {
    const token = await sandbox.token("restriction");
    await sandbox.control("PATCH", "/faults", { dropRate: 1 });
    await expect(
      fetch(`${sandbox.origin}${ORDERS}`, { headers: { authorization: `Bearer ${token}` } }),
    ).rejects.toThrow();
    await sandbox.control("PATCH", "/faults", { dropRate: 0 });
    const res = await sandbox.call("GET", ORDERS, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it("POST /control/tokens/expire makes every issued token answer 401; a new token works", async () => {
    const token = await sandbox.token("gateway");
    const auth = { authorization: `Bearer ${token}` };
    expect((await sandbox.call("GET", "/gateway/v3/payments", { headers: auth })).status).toBe(200);
    expect(await sandbox.control("POST", "/tokens/expire")).toMatchObject({ expired: expect.any(Number) });
    for (const path of [
      "/gateway/v3/payments",
      ORDERS,
      "/ledger/v1/transactions/3fa85f64-5717-4562-b3fc-2c963f66afa6",
    ])
      expect((await sandbox.call("GET", path, { headers: auth })).status).toBe(401);
    expect((await sandbox.call("GET", "/gateway/v3/payments", { auth: "gateway" })).status).toBe(200);
  });

  it("errorRate 1 answers a ledger problem body with detail on the ledger, without the /ledger prefix", async () => {
    const token = await sandbox.token("ledger");
    await sandbox.control("PATCH", "/faults", { errorRate: 1 });
    const res = await sandbox.call("GET", "/ledger/v1/accounts/3fa85f64-5717-4562-b3fc-2c963f66afa6", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status: 500,
      title: "Internal Server Error",
      instance: "/v1/accounts/3fa85f64-5717-4562-b3fc-2c963f66afa6",
      detail: expect.any(String),
    });
  });
});
