import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { startReceiver, type TReceiver } from "../webhooks/test-receiver";

// Write faults (PATCH /control/faults): a write that times out after it was applied (dropNextWrites,
// writeDropRate), and one refused with 500 before anything happened (failNextWrites). They hit the
// platform's writes only: never reads, the token endpoint or the control API. Both profiles have them.

const sandbox = useSandbox({ SANDBOX_PAYMENT_STEP_MS: "60000" });
const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const TRANSFERS = "/gateway/v1/nostro-accounts/transfers";
const faults = (patch: object) => sandbox.control("PATCH", "/faults", patch);
const transfer = (requestId: string) =>
  sandbox.call("POST", TRANSFERS, {
    auth: "gateway",
    body: { requestId, amount: 5_000, debtorAccount: SCT, creditorAccount: INST },
  });
const transfersWith = async (requestId: string) =>
  (await sandbox.call("GET", `${TRANSFERS}?requestId=${requestId}`, { auth: "gateway" })).body.result;

let receiver: TReceiver;
beforeEach(async () => {
  receiver = await startReceiver();
  await sandbox.control("PUT", "/webhooks/url", { url: receiver.url });
});
afterEach(async () => receiver.close());

describe("dropNextWrites", () => {
  it("applies the next n writes, emits their webhooks, and answers none of them", async () => {
    await faults({ dropNextWrites: 2 });
    expect(await sandbox.control("GET", "/faults")).toMatchObject({ dropNextWrites: 2 });
    await expect(transfer("drop-1")).rejects.toThrow();
    await expect(transfer("drop-2")).rejects.toThrow();
    expect(await transfersWith("drop-1")).toEqual([expect.objectContaining({ status: "CREATED" })]);
    expect(await transfersWith("drop-2")).toHaveLength(1);
    const received = await receiver.waitFor(2);
    expect(received.map((r) => r.json.requestId)).toEqual(["drop-1", "drop-2"]);
    expect(await sandbox.control("GET", "/faults")).toMatchObject({ dropNextWrites: 0 });
    expect((await transfer("drop-3")).status).toBe(201);
  });

  it("never touches reads, the token endpoint or the control API", async () => {
    await faults({ dropNextWrites: 1 });
    expect((await sandbox.call("GET", TRANSFERS, { auth: "gateway" })).status).toBe(200); // token + read
    await sandbox.control("POST", "/restriction/orders", {});
    expect(await sandbox.control("GET", "/faults")).toMatchObject({ dropNextWrites: 1 });
    await expect(transfer("drop-later")).rejects.toThrow();
  });

  it("drops a restriction decision after applying it", async () => {
    const order = await sandbox.control("POST", "/restriction/orders", {});
    await faults({ dropNextWrites: 1 });
    await expect(
      sandbox.call("POST", `/restriction/api/v1/orders/${order.header.doc_id}:confirm`, {
        auth: "restriction",
      }),
    ).rejects.toThrow();
    const list = await sandbox.call("GET", "/restriction/api/v1/orders", { auth: "restriction" });
    expect(list.body.orders[0].data.status).toBe("CONFIRMED");
  });
});

describe("failNextWrites", () => {
  it("answers the next n writes 500 in the gateway envelope and applies none", async () => {
    await faults({ failNextWrites: 1 });
    const res = await transfer("fail-1");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: "INTERNAL_ERROR",
      message: expect.any(String),
      data: { message: expect.any(String), errors: [] },
    });
    expect(await transfersWith("fail-1")).toEqual([]);
    expect((await transfer("fail-1")).status).toBe(201);
    expect(await transfersWith("fail-1")).toHaveLength(1);
    // One LIQUIDITY webhook: the refused write emitted nothing.
    const [only] = await receiver.waitFor(1);
    expect(only!.json).toMatchObject({ requestId: "fail-1", status: "CREATED" });
    const log = await sandbox.control("GET", "/webhooks/deliveries");
    expect([...log.queued, ...log.delivered]).toHaveLength(1);
  });

  it("failWritesTo fails only the writes to its path: another test's writes cannot use it up", async () => {
    await faults({ failWritesTo: { "/gateway/v1/nostro-accounts/elsewhere": 1 } });
    await faults({ failWritesTo: { [TRANSFERS]: 1 } }); // added to the first, not instead of it
    expect(await sandbox.control("GET", "/faults")).toMatchObject({
      failWritesTo: { "/gateway/v1/nostro-accounts/elsewhere": 1, [TRANSFERS]: 1 },
    });
    await sandbox.control("POST", "/restriction/orders", {}); // the control API is never a target
    const order = await sandbox.control("POST", "/restriction/orders", {});
    const decided = await sandbox.call("POST", `/restriction/api/v1/orders/${order.header.doc_id}:confirm`, {
      auth: "restriction",
    });
    expect(decided.status).toBe(200);
    expect((await transfer("path-1")).status).toBe(500);
    expect(await transfersWith("path-1")).toEqual([]);
    expect((await transfer("path-1")).status).toBe(201);
    expect(await sandbox.control("GET", "/faults")).toMatchObject({ failWritesTo: { [TRANSFERS]: 0 } });
  });

  it("answers a ledger write with the ledger's problem body, and nothing is queued", async () => {
    await faults({ failNextWrites: 1 });
    const res = await sandbox.call("POST", "/ledger/v1/transactions", {
      auth: "ledger",
      headers: { "idempotency-key": "3fa85f64-5717-4562-b3fc-2c963f66afa6" },
      body: { referenceId: "r", referenceSource: "CLIENT", postings: [] },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status: 500,
      title: "Internal Server Error",
      instance: "/v1/transactions",
      detail: expect.any(String),
    });
  });
});

describe("writeDropRate and reset", () => {
  it("writeDropRate 1 applies every write and drops its answer; reset clears every write fault", async () => {
    await faults({ writeDropRate: 1, dropNextWrites: 3, failNextWrites: 4 });
    await sandbox.control("POST", "/reset");
    expect(await sandbox.control("GET", "/faults")).toMatchObject({
      writeDropRate: 0,
      dropNextWrites: 0,
      failNextWrites: 0,
    });
    await faults({ writeDropRate: 1 });
    await expect(transfer("rate-1")).rejects.toThrow();
    expect(await transfersWith("rate-1")).toHaveLength(1);
  });

  it("refuses out-of-range values", async () => {
    for (const patch of [{ writeDropRate: 1.5 }, { dropNextWrites: -1 }, { failNextWrites: 0.5 }]) {
      const res = await sandbox.call("PATCH", "/control/faults", { body: patch });
      expect(res.status).toBe(400);
    }
  });
});
