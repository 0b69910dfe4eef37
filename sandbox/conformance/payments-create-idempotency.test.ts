import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { advance, countPayments, sepaBody, STEP_MS } from "./payments-fixtures";
import { V3, LEGACY, key } from "./payments-create-fixtures";

// docs/platform-interface.md#payment-creation: Idempotency-Key on both create endpoints.

const sandbox = useSandbox({ SANDBOX_SIGNING_THRESHOLD: "100000" });

describe.each([
  ["POST /v3/payments/sepa", V3, (b: object) => b],
  ["POST /gateway/createSepaPmt", LEGACY, (b: object) => ({ payment: b })],
])("%s idempotency", (_name, path, wrap) => {
  it("replays the first answer for the same key and body, creating nothing more", async () => {
    const first = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody()),
      headers: key("k-1"),
    });
    await advance(sandbox, STEP_MS);
    const again = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody()),
      headers: key("k-1"),
    });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBe("false");
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("treats the same body in another key order as the same request", async () => {
    const body = sepaBody();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(body), headers: key("k-order") });
    const again = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(reversed),
      headers: key("k-order"),
    });
    expect(again.status).toBe(201);
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body", async () => {
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()), headers: key("k-2") });
    const other = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody({ amount: 999 })),
      headers: key("k-2"),
    });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      data: { errors: [{ field_name: "Idempotency-Key" }] },
    });
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("creates again without a key, and for a key another API client used", async () => {
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()) });
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()) });
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()), headers: key("shared") });
    const approver = await sandbox.call("POST", path, {
      auth: "approver",
      body: wrap(sepaBody()),
      headers: key("shared"),
    });
    expect(approver.headers.get("idempotent-replayed")).toBe("false");
    expect(await countPayments(sandbox)).toBe(4);
  });

  it("refuses a key longer than 255 characters with 400", async () => {
    const res = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody()),
      headers: key("x".repeat(256)),
    });
    expect(res.status).toBe(400);
    expect(await countPayments(sandbox)).toBe(0);
  });
});
