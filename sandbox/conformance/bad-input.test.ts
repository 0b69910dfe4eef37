import { beforeEach, describe, expect, it } from "vitest";
import { type TClientKey, type TWireBody, useSandbox } from "../testing/harness";
import { CASES, type TIds } from "./bad-input-cases";

// Bad input on every endpoint of the interface that takes input — malformed JSON, wrong types, unknown enum
// values, oversize fields, malformed path ids and query values — is a 400 in that API's own error shape
// (gateway and restriction: the envelope with at least one field error; ledger: a problem body with at
// least one violation), and nothing changes anywhere (docs/platform-interface.md#errors).

const sandbox = useSandbox();

const clientOf = (path: string): TClientKey =>
  path.startsWith("/ledger") ? "ledger" : path.startsWith("/restriction") ? "restriction" : "gateway";

/** Everything a refused request could have changed, read through the APIs and the control API. */
async function snapshot(ids: TIds) {
  const get = async (path: string) => (await sandbox.call("GET", path, { auth: clientOf(path) })).body;
  return {
    payments: await get("/gateway/v3/payments?limit=100"),
    transfers: await get("/gateway/v1/nostro-accounts/transfers?limit=100"),
    orders: await get("/restriction/api/v1/orders?size=100"),
    cancellations: await Promise.all(
      [ids.cancellation, ids.sdd].map((id) => sandbox.control("GET", `/cancellations/${id}`)),
    ),
    accounts: await sandbox.control("GET", "/ledger/accounts"),
    transactions: await sandbox.control("GET", "/ledger/transactions"),
    deliveries: (await sandbox.control("GET", "/webhooks/deliveries")).queued?.length ?? null,
  };
}

describe("bad input on every endpoint that takes it", () => {
  let ids: TIds;
  beforeEach(async () => {
    await sandbox.control("PATCH", "/features", { instantConfirmation: "manual" });
    const pending = await sandbox.control("POST", "/payments/instant-inbound", { amount: 500 });
    const payment = await sandbox.control("POST", "/payments", {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 500_000,
    });
    const cancellation = await sandbox.control("POST", "/cancellations/inbound", { scheme: "SEPA" });
    const sdd = await sandbox.control("POST", "/cancellations/inbound", { scheme: "SDD" });
    const account = await sandbox.control("POST", "/ledger/accounts", {});
    await sandbox.control("POST", "/restriction/orders", { docId: "RO-2026-000001" });
    ids = {
      payment: payment.transaction_id,
      pending: pending.transaction_id,
      cancellation: cancellation.id,
      sdd: sdd.id,
      account: account.accountId,
    };
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s → 400 with field errors, nothing changed",
    async (_n, c) => {
      const before = await snapshot(ids);
      const path = c.path(ids);
      const res = await sandbox.call(c.method, path, {
        auth: clientOf(path),
        headers: c.headers,
        ...(c.body !== undefined && { body: c.body }),
        ...(c.rawBody !== undefined && { rawBody: c.rawBody }),
      });
      expect(res.status).toBe(400);
      expectErrorShape(clientOf(path), res.body);
      expect(await snapshot(ids)).toEqual(before);
    },
  );
});

function expectErrorShape(client: TClientKey, body: TWireBody) {
  if (client === "ledger") {
    expect(body).toMatchObject({
      status: 400,
      title: "Constraint Violation",
      instance: expect.stringMatching(/^\/v1\//),
    });
    expect(body.violations.length).toBeGreaterThan(0);
    for (const v of body.violations)
      expect(v).toEqual({ field: expect.any(String), in: expect.any(String), message: expect.any(String) });
    return;
  }
  expect(body).toMatchObject({
    code: "VALIDATION_ERROR",
    message: expect.any(String),
    data: { message: expect.any(String) },
  });
  expect(body.data.errors.length).toBeGreaterThan(0);
  for (const e of body.data.errors)
    expect(e).toEqual({
      code: expect.any(String),
      field_name: expect.any(String),
      message: expect.any(String),
      value: expect.any(String),
    });
}
