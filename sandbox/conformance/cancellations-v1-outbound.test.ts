import { describe, expect, it } from "vitest";
import { accept, cancellationScene } from "./cancellations-fixtures";

// docs/platform-interface.md#answering-a-cancellation: the v1 accept and reject that remain for SEPA Direct
// Debit (405 for SWIFT and the other methods, Versioning 6), the SDD deadline, and outbound cancellation
// requests with their returns (States → Cancellation request). Split from cancellations.test.ts (the v3
// respond); same helpers.

const { sandbox, inbound, state, advance, get, respond, expectRefused } = cancellationScene();
const v1 = (id: number, action: "accept" | "reject", body?: unknown) =>
  sandbox.call("POST", `/gateway/v1/cancellation-requests/${id}:${action}`, { auth: "gateway", body });

describe("v1 accept and reject (SEPA Direct Debit)", () => {
  it("accept: RETURNING with an SDD return, then PAYMENT_RETURNED", async () => {
    const c = await inbound({ scheme: "SDD", amount: 4_200 });
    const res = await v1(c.id, "accept");
    expect(res.body).toMatchObject({ status: "RETURNING", returnTransactionId: expect.any(Number) });
    expect((await state(c.id)).returnPayment).toMatchObject({
      method: "SDD",
      type: "Payment return",
      amount: 4_200,
      parent_trx_id: c.transactionId,
    });
    await advance(2000);
    expect((await get(c.id)).body.status).toBe("PAYMENT_RETURNED");
  });

  it("reject: REFUSING with the reason, then CANCELLATION_REFUSED; an invalid reason or missing text is refused", async () => {
    const c = await inbound({ scheme: "SDD" });
    await expectRefused(
      c.id,
      () => v1(c.id, "reject", { reasonCode: "PTNA", additionalInformation: "x" }),
      400,
      "ILLEGAL_CANCELLATION_REASON",
    );
    await expectRefused(c.id, () => v1(c.id, "reject", { reasonCode: "CUST" }), 400, "VALIDATION_ERROR");
    expect(
      (await v1(c.id, "reject", { reasonCode: "AC04", additionalInformation: "Account closed" })).body,
    ).toMatchObject({ status: "REFUSING", rejectionReason: "AC04" });
    await advance(2000);
    expect((await get(c.id)).body.status).toBe("CANCELLATION_REFUSED");
  });

  it.each([["SWIFT"], ["SEPA"], ["INST"]])(
    "405 ILLEGAL_TRANSACTION_METHOD for a %s payment",
    async (scheme) => {
      const c = await inbound({ scheme });
      await expectRefused(c.id, () => v1(c.id, "accept"), 405, "ILLEGAL_TRANSACTION_METHOD");
      await expectRefused(
        c.id,
        () => v1(c.id, "reject", { reasonCode: "CUST", additionalInformation: "x" }),
        405,
        "ILLEGAL_TRANSACTION_METHOD",
      );
    },
  );

  it("refuses an SDD return past the deadline (settlement + 5 TARGET business days) before creating it", async () => {
    const old = await inbound({ scheme: "SDD", settlementDate: "2020-03-02" });
    await expectRefused(old.id, () => v1(old.id, "accept"), 400, "SDD_DEADLINE_EXCEEDED");
    expect((await state(old.id)).returnPayment).toBeNull();
    const fresh = await inbound({ scheme: "SDD" });
    await advance(10 * 86_400_000);
    await expectRefused(fresh.id, () => v1(fresh.id, "accept"), 400, "SDD_DEADLINE_EXCEEDED");
  });

  it("shares the v3 checks: 404, status, channel BIC", async () => {
    expect((await v1(777_777, "accept")).status).toBe(404);
    const noBic = await inbound({ scheme: "SDD", channelBic: null });
    await expectRefused(noBic.id, () => v1(noBic.id, "accept"), 400, "CANCELLATION_CHANNEL_BIC_MISSING");
    const done = await inbound({ scheme: "SDD" });
    await v1(done.id, "accept");
    await expectRefused(done.id, () => v1(done.id, "accept"), 400, "ILLEGAL_CANCELLATION_REQUEST_STATUS");
  });
});

describe("outbound requests and control", () => {
  it("CANCELLATION_CREATED, then PAYMENT_RETURNED when the return arrives, linked to request and payment", async () => {
    const c = await sandbox.control("POST", "/cancellations/outbound", {
      scheme: "SEPA",
      amount: 5_000,
      reason: "DUPL",
    });
    expect(c).toMatchObject({ direction: "OUTBOUND", status: "CANCELLATION_CREATED" });
    await expectRefused(c.id, () => respond(c.id, accept()), 400, "ILLEGAL_CANCELLATION_REQUEST_STATUS");
    const returned = await sandbox.control("POST", `/cancellations/${c.id}/return`);
    expect(returned).toMatchObject({ status: "PAYMENT_RETURNED", returnTransactionId: expect.any(Number) });
    const s = await state(c.id);
    expect(s.returnPayment).toMatchObject({
      type: "Payment return",
      direction: "INBOUND",
      parent_trx_id: c.transactionId,
      amount: 5_000,
    });
    expect(s.cancellation.internal.history.map((h: { status: string }) => h.status)).toEqual([
      "CANCELLATION_CREATED",
      "PAYMENT_RETURNED",
    ]);
  });

  it("forces a status (PROCESSING_FAILED) and records it", async () => {
    const c = await inbound();
    await sandbox.control("POST", `/cancellations/${c.id}/status`, { status: "PROCESSING_FAILED" });
    expect((await get(c.id)).body.status).toBe("PROCESSING_FAILED");
    expect((await state(c.id)).cancellation.internal.history.at(-1).status).toBe("PROCESSING_FAILED");
    await expectRefused(c.id, () => respond(c.id, accept()), 400, "ILLEGAL_CANCELLATION_REQUEST_STATUS");
  });
});
