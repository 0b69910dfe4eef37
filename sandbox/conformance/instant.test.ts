import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";

// docs/platform-interface.md#instant-confirmation: Payment states (pending_confirmation rows), POST
// /v1/transactions/{id}/response and its three rules, Limits ("within 5 seconds of the webhook"). Time is the
// sandbox clock, advanced by the control API; the window opens when the payment enters Pending confirmation.

const sandbox = useSandbox({ SANDBOX_INSTANT_CONFIRMATION: "manual", SANDBOX_PAYMENT_STEP_MS: "2000" });
const arrive = (amount = 2_500) => sandbox.control("POST", "/payments/instant-inbound", { amount });
const payment = (id: number) => sandbox.control("GET", `/payments/instant-inbound/${id}`);
const advance = (ms: number) => sandbox.control("POST", "/clock/advance", { ms });
const features = (patch: object) => sandbox.control("PATCH", "/features", patch);
const answer = (id: number | string, body: unknown) =>
  sandbox.call("POST", `/gateway/v1/transactions/${id}/response`, { auth: "gateway", body });

/** The error, in the gateway envelope, and the payment unchanged. */
async function expectRefused(id: number, body: unknown, status: number, code: string) {
  const before = await payment(id);
  const res = await answer(id, body);
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    code,
    message: expect.any(String),
    data: { message: expect.any(String), errors: expect.any(Array) },
  });
  expect(await payment(id)).toEqual(before);
  return res;
}

describe("an inbound Instant payment arriving", () => {
  it("waits in Pending confirmation with a 5-second window", async () => {
    const p = await arrive();
    expect(p).toMatchObject({
      method: "INST",
      direction: "INBOUND",
      status: "Pending confirmation",
      status_hardvalue: "PENDING_CONFIRMATION",
    });
    expect(p.internal.confirmationDeadline).toBe(Date.parse(p.datetime) + 5000);
  });

  it("goes straight to Accepted, then Completed, when confirmation is off", async () => {
    await features({ instantConfirmation: "off" });
    const p = await arrive();
    expect(p.status).toBe("Accepted");
    await advance(2000);
    expect((await payment(p.transaction_id)).status).toBe("Completed");
  });
});

describe("POST /v1/transactions/{id}/response", () => {
  it("accepts within the window: Accepted, then Completed one payment step later", async () => {
    const p = await arrive();
    await advance(4_500);
    const res = await answer(p.transaction_id, { decision: "ACCEPT" });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(await payment(p.transaction_id)).toMatchObject({
      status: "Accepted",
      internal: { confirmation: { decision: "ACCEPT", by: "response" } },
    });
    await advance(2000);
    expect((await payment(p.transaction_id)).status).toBe("Completed");
  });

  it("rejects with a reason code, recorded as origin_reason_code", async () => {
    const p = await arrive();
    expect((await answer(p.transaction_id, { decision: "REJECT", reasonCode: "AC04" })).status).toBe(200);
    expect(await payment(p.transaction_id)).toMatchObject({
      status: "Rejected",
      origin_reason_code: "AC04",
      internal: { confirmation: { decision: "REJECT", by: "response", reasonCode: "AC04" } },
    });
    await advance(10_000);
    expect((await payment(p.transaction_id)).status).toBe("Rejected");
  });

  it.each([
    ["a rejection without a reason", { decision: "REJECT" }],
    ["an unknown reason code", { decision: "REJECT", reasonCode: "ZZ99" }],
    ["an acceptance with a reason", { decision: "ACCEPT", reasonCode: "AC01" }],
    ["an unknown decision", { decision: "MAYBE" }],
    ["an unknown field", { decision: "ACCEPT", note: "x" }],
    ["no body", undefined],
  ])("400 VALIDATION_ERROR for %s, payment still pending", async (_name, body) => {
    const p = await arrive();
    await expectRefused(p.transaction_id, body, 400, "VALIDATION_ERROR");
  });

  it("400 VALIDATION_ERROR for malformed JSON and a malformed id", async () => {
    const p = await arrive();
    const raw = await sandbox.call("POST", `/gateway/v1/transactions/${p.transaction_id}/response`, {
      auth: "gateway",
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(raw.status).toBe(400);
    expect((await answer("abc", { decision: "ACCEPT" })).body.code).toBe("VALIDATION_ERROR");
    expect((await payment(p.transaction_id)).status).toBe("Pending confirmation");
  });

  it("404 TRANSACTION_NOT_FOUND for an unknown transaction", async () => {
    const res = await answer(987_654, { decision: "ACCEPT" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("TRANSACTION_NOT_FOUND");
  });

  it("rule 1: 400 ILLEGAL_TRANSACTION_STATUS once the payment is no longer pending", async () => {
    const p = await arrive();
    await answer(p.transaction_id, { decision: "ACCEPT" });
    await expectRefused(
      p.transaction_id,
      { decision: "REJECT", reasonCode: "AC01" },
      400,
      "ILLEGAL_TRANSACTION_STATUS",
    );
    await advance(6_000);
    await expectRefused(p.transaction_id, { decision: "ACCEPT" }, 400, "ILLEGAL_TRANSACTION_STATUS");
  });

  it("rule 2: 400 CONFIRMATION_WINDOW_EXPIRED after 5 seconds; manual mode has rejected it (AB05)", async () => {
    const p = await arrive();
    await advance(5_000);
    await expectRefused(p.transaction_id, { decision: "ACCEPT" }, 400, "CONFIRMATION_WINDOW_EXPIRED");
    expect(await payment(p.transaction_id)).toMatchObject({
      status: "Rejected",
      origin_reason_code: "AB05",
      internal: { confirmation: { by: "fallback", decision: "REJECT" } },
    });
  });

  it("rule 3: 403 FEATURE_DISABLED when confirmation is off, and for a payment that is not inbound Instant", async () => {
    const p = await arrive();
    await features({ instantConfirmation: "off" });
    await expectRefused(p.transaction_id, { decision: "ACCEPT" }, 403, "FEATURE_DISABLED");
    await features({ instantConfirmation: "manual" });
    const sct = await sandbox.control("POST", "/cancellations/inbound", { scheme: "SEPA" });
    const res = await answer(sct.transactionId, { decision: "ACCEPT" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FEATURE_DISABLED");
  });
});

describe("no response in time: the platform's fallback", () => {
  it("delayed-automatic with outcome accept: Accepted, then Completed", async () => {
    await features({ instantConfirmation: "delayed-automatic", instantFallback: { outcome: "accept" } });
    const p = await arrive();
    await advance(5_000);
    expect(await payment(p.transaction_id)).toMatchObject({
      status: "Accepted",
      internal: { confirmation: { decision: "ACCEPT", by: "fallback" } },
    });
    await expectRefused(
      p.transaction_id,
      { decision: "REJECT", reasonCode: "FRAD" },
      400,
      "CONFIRMATION_WINDOW_EXPIRED",
    );
    await advance(2_000);
    expect((await payment(p.transaction_id)).status).toBe("Completed");
  });

  it("delayed-automatic with outcome reject: Rejected with the default reason AC01", async () => {
    await features({ instantConfirmation: "delayed-automatic", instantFallback: { outcome: "reject" } });
    const p = await arrive();
    await advance(4_500);
    expect((await payment(p.transaction_id)).status).toBe("Pending confirmation");
    await advance(500);
    expect(await payment(p.transaction_id)).toMatchObject({
      status: "Rejected",
      origin_reason_code: "AC01",
      internal: { confirmation: { by: "fallback" } },
    });
  });

  it("delayed-automatic with outcome reject uses the configured reason", async () => {
    await features({
      instantConfirmation: "delayed-automatic",
      instantFallback: { outcome: "reject", reason: "AG01" },
    });
    const p = await arrive();
    await advance(5_000);
    expect(await payment(p.transaction_id)).toMatchObject({ status: "Rejected", origin_reason_code: "AG01" });
  });

  it("a response in time wins: the fallback does nothing afterwards", async () => {
    const p = await arrive();
    await answer(p.transaction_id, { decision: "ACCEPT" });
    await advance(5_000);
    expect(await payment(p.transaction_id)).toMatchObject({
      status: "Completed",
      internal: { confirmation: { by: "response" } },
    });
  });
});
