import { describe, expect, it } from "vitest";
import { accept, cancellationScene, SEPA_REJECT, swiftReject } from "./cancellations-fixtures";

// docs/platform-interface.md#cancellation-requests: Cancellation request, its states, POST
// /v3/cancellation-requests/{id}:respond (body table, rules 1–8), GET /v1/cancellation-requests/{id}, the v1
// SDD accept/reject, "Cancellation response errors (v3)" and the SDD deadline. Every refusal is checked to
// leave the request unchanged (rule 8).
// This file: reading a request and answering it; the error table: cancellations-errors.test.ts.

const { inbound, state, advance, get, respond } = cancellationScene();

describe("GET /v1/cancellation-requests/{id}", () => {
  it("returns the request without internal fields", async () => {
    const c = await inbound({ scheme: "SEPA", reason: "FRAD", additionalComment: "Fraud suspected" });
    const res = await get(c.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      direction: "INBOUND",
      id: c.id,
      reason: "FRAD",
      sepaMessageId: expect.any(String),
      status: "CANCELLATION_IN_PROGRESS",
      createdAt: expect.any(String),
      additionalComment: "Fraud suspected",
      sepaCancellationId: expect.any(String),
      transactionId: expect.any(Number),
    });
  });

  it("answers 404 CANCELLATION_REQUEST_NOT_FOUND and 400 VALIDATION_ERROR for a malformed id", async () => {
    expect((await get(999_999)).body).toMatchObject({ code: "CANCELLATION_REQUEST_NOT_FOUND" });
    expect((await get(999_999)).status).toBe(404);
    for (const bad of ["abc", "0", "1.5", "-3"]) {
      const res = await get(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", data: { errors: [{ field_name: "id" }] } });
    }
  });
});

describe("v3 respond: ACCEPTED", () => {
  it("SEPA: RETURNING with a linked outbound return, then PAYMENT_RETURNED one payment step later", async () => {
    const c = await inbound({ scheme: "SEPA", amount: 12_345 });
    const res = await respond(c.id, accept());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: c.id,
      status: "RETURNING",
      returnTransactionId: expect.any(Number),
    });
    expect(res.body.internal).toBeUndefined();
    const during = await state(c.id);
    expect(during.returnPayment).toMatchObject({
      type: "Payment return",
      direction: "OUTBOUND",
      parent_trx_id: c.transactionId,
      amount: 12_345,
      method: "SEPA",
    });
    await advance(2000);
    const after = await state(c.id);
    expect(after.cancellation.status).toBe("PAYMENT_RETURNED");
    expect(after.returnPayment.status).toBe("Completed");
    expect(after.cancellation.internal.history.map((h: { status: string }) => h.status)).toEqual([
      "CANCELLATION_IN_PROGRESS",
      "RETURNING",
      "PAYMENT_RETURNED",
    ]);
  });

  it("INST: a fee below the amount is deducted from the return", async () => {
    const c = await inbound({ scheme: "INST", amount: 10_000 });
    expect((await respond(c.id, accept(9_999))).status).toBe(200);
    expect((await state(c.id)).returnPayment).toMatchObject({
      amount: 1,
      parent_trx_amt: 10_000,
      method: "INST",
    });
  });

  it("SWIFT: accepted without a fee or with a zero fee, the return under the payment's UETR", async () => {
    const c = await inbound({ scheme: "SWIFT" });
    expect(
      (
        await respond(c.id, {
          responseCode: "ACCEPTED",
          responseDetails: { feeAmount: 0, additionalInformation: "ok" },
        })
      ).status,
    ).toBe(200);
    const s = await state(c.id);
    expect(s.returnPayment.uetr).toBe(s.payment.uetr);
  });
});

describe("v3 respond: REJECTED", () => {
  it("SEPA: REFUSING with the camt.029 fields, then CANCELLATION_REFUSED", async () => {
    const c = await inbound({ scheme: "SEPA" });
    const res = await respond(c.id, SEPA_REJECT);
    expect(res.body).toMatchObject({
      status: "REFUSING",
      rejectionReason: "CUST",
      rejectionAdditionalReason: "Beneficiary refuses",
      rejectionSepaMessageId: expect.any(String),
    });
    expect(res.body.returnTransactionId).toBeUndefined();
    await advance(2000);
    expect((await get(c.id)).body.status).toBe("CANCELLATION_REFUSED");
  });

  it("SEPA: additionalInformation of exactly 1300 characters is accepted", async () => {
    const c = await inbound({ scheme: "INST" });
    const res = await respond(c.id, {
      responseCode: "REJECTED",
      responseDetails: { rejectionReasonCode: "AM04", additionalInformation: "x".repeat(1300) },
    });
    expect(res.status).toBe(200);
  });

  it("SWIFT ARDT: the platform fills additionalInformation with the payment's UETR", async () => {
    const uetr = "2b1b2d4e-8f3a-4c5d-9e6f-7a8b9c0d1e2f";
    const c = await inbound({ scheme: "SWIFT", uetr });
    const res = await respond(c.id, swiftReject("ARDT"));
    expect(res.body).toMatchObject({
      status: "REFUSING",
      rejectionReason: "ARDT",
      rejectionAdditionalReason: uetr,
    });
  });

  it.each([["AC04"], ["AM04"], ["LEGL"]])(
    "SWIFT %s: allowed, additionalInformation optional up to 105 characters",
    async (code) => {
      const a = await inbound({ scheme: "SWIFT" });
      expect((await respond(a.id, swiftReject(code))).status).toBe(200);
      const b = await inbound({ scheme: "SWIFT" });
      expect((await respond(b.id, swiftReject(code, "y".repeat(105)))).body).toMatchObject({
        rejectionAdditionalReason: "y".repeat(105),
      });
    },
  );
});
