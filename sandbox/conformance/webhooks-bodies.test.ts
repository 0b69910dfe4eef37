import { describe, expect, it } from "vitest";
import { sleep } from "../webhooks/test-receiver";
import { header, iso, receiver, webhookScene } from "./webhooks-fixtures";

// docs/platform-interface.md#webhooks and docs/platform-interface.md#webhook-signatures: every kind's headers
// and body, signatures checked with the openssl command line, key rotation, retries until a 2xx, the
// hold-back of later notifications, an unreachable endpoint, the control routes. A temp data dir per run.
// This file: each kind's body and headers, and which statuses are sent.

const { sandbox, emit, keys, verifies } = webhookScene();

describe("bodies and headers of each kind", () => {
  it("payment status: the documented body, tenant header, timestamp, kind header, a valid signature", async () => {
    const res = await sandbox.call("POST", "/control/webhooks/test-event", {
      body: { kind: "payment.status", status: "To sign", trxId: 4242 },
    });
    expect(res.status).toBe(202);
    const [r] = await receiver.waitFor(1);
    expect(r!.json).toEqual({
      trx_id: 4242,
      end_to_end_id: "E2E4242",
      type: "Payment",
      direction: "OUTBOUND",
      amount: 123456,
      currency: "EUR",
      status: "To sign",
      updated_at: iso,
      debtor_iban: "LT121000011101001000",
      creditor_iban: "DE89370400440532013000",
    });
    expect(header(r!, "content-type")).toBe("application/json");
    expect(header(r!, "svc-receiver-tenant-id")).toBe(sandbox.tenantId);
    expect(header(r!, "svc-event-type")).toBe("PAYMENT_STATUS");
    expect(Math.abs(Number(header(r!, "svc-signature-timestamp")) - Date.now() / 1000)).toBeLessThan(5);
    expect(header(r!, "svc-signature-timestamp")).toMatch(/^\d{10}$/);
    const [key] = await keys();
    expect(verifies(r!, key!)).toBe(true);
    // The tenant id and the exact body bytes are part of the signed string.
    expect(verifies(r!, key!, "another-tenant")).toBe(false);
    expect(verifies(r!, key!, sandbox.tenantId, Buffer.from(r!.raw.toString().replace("4242", "4243")))).toBe(
      false,
    );
  });

  it.each([
    [
      { kind: "cancellation.status", status: "CANCELLATION_IN_PROGRESS" },
      "CANCELLATION_STATUS",
      {
        cancellationId: expect.any(Number),
        trxId: expect.any(Number),
        direction: "INBOUND",
        reason: "DUPL",
        status: "CANCELLATION_IN_PROGRESS",
      },
    ],
    [
      { kind: "cancellation.status", status: "CANCELLATION_ACCEPTED", withTransaction: false },
      "CANCELLATION_STATUS",
      {
        cancellationId: expect.any(Number),
        direction: "INBOUND",
        reason: "DUPL",
        status: "CANCELLATION_ACCEPTED",
      },
    ],
    [
      { kind: "payment.pending_confirmation", trxId: 777 },
      "PENDING_CONFIRMATION",
      {
        event: "PENDING_CONFIRMATION",
        trx_id: 777,
        end_to_end_id: expect.any(String),
        status: "Pending confirmation",
        debtor_account_number: "LT121000011101001000",
        creditor_account_number: "DE89370400440532013000",
        amount: 123456,
        currency: "EUR",
        updated_at: iso,
      },
    ],
    [
      { kind: "holding.breached" },
      "MAX_HOLDING_AMOUNT_BREACHED",
      {
        event: "MAX_HOLDING_AMOUNT_BREACHED",
        accountBic: "SBXTLT21XXX",
        currency: "EUR",
        holdingAmount: 125000000,
        maxHoldingAmount: 100000000,
        occurredAt: iso,
      },
    ],
    [
      { kind: "liquidity" },
      "LIQUIDITY",
      {
        event: "LIQUIDITY",
        id: expect.any(Number),
        requestId: expect.any(String),
        amount: 5000000,
        currency: "EUR",
        debtorAccount: expect.any(String),
        creditorAccount: expect.any(String),
        sepaMessageId: expect.any(String),
        status: "SENT_TO_CLEAR",
        transferType: "INTERNAL",
        createdAt: iso,
        updatedAt: iso,
      },
    ],
  ])("%o → %s", async (event, kind, body) => {
    await emit(event);
    const [r] = await receiver.waitFor(1);
    expect(r!.json).toEqual(body);
    expect(header(r!, "svc-event-type")).toBe(kind);
    expect(header(r!, "svc-receiver-tenant-id")).toBe(sandbox.tenantId);
    expect(verifies(r!, (await keys())[0]!)).toBe(true);
  });

  it("sends payment status only for the listed statuses, Sent to clear only for SWIFT and outbound Instant", async () => {
    const listed = [
      "Created",
      "To sign",
      "Signed",
      "Accepted",
      "Completed",
      "Some problems",
      "Cancelled",
      "Rejected",
    ];
    for (const status of listed) await emit({ kind: "payment.status", status });
    for (const [method, direction] of [
      ["SWIFT", "INBOUND"],
      ["INST", "OUTBOUND"],
      ["SEPA", "OUTBOUND"],
      ["INST", "INBOUND"],
    ]) {
      await emit({ kind: "payment.status", status: "Sent to clear", method, direction });
    }
    expect((await emit({ kind: "payment.status", status: "Completed", type: "CSM fees" })).notified).toEqual(
      [],
    );
    expect(
      (await emit({ kind: "payment.status", status: "Accepted", type: "Payment return" })).notified,
    ).toHaveLength(1);
    const got = await receiver.waitFor(11);
    await sleep(100);
    expect(receiver.received).toHaveLength(11);
    expect(got.map((r) => r.json.status)).toEqual([...listed, "Sent to clear", "Sent to clear", "Accepted"]);
  });

  it("sends cancellation status only at IN_PROGRESS, ACCEPTED, REJECTED and COMPLETED", async () => {
    for (const status of [
      "CANCELLATION_CREATED",
      "RETURNING",
      "REFUSING",
      "PAYMENT_RETURNED",
      "CANCELLATION_REFUSED",
      "PROCESSING_FAILED",
    ]) {
      expect((await emit({ kind: "cancellation.status", status })).notified).toEqual([]);
    }
    for (const status of [
      "CANCELLATION_IN_PROGRESS",
      "CANCELLATION_ACCEPTED",
      "CANCELLATION_REJECTED",
      "CANCELLATION_COMPLETED",
    ]) {
      await emit({ kind: "cancellation.status", status });
    }
    const got = await receiver.waitFor(4);
    expect(got.map((r) => r.json.status)).toEqual([
      "CANCELLATION_IN_PROGRESS",
      "CANCELLATION_ACCEPTED",
      "CANCELLATION_REJECTED",
      "CANCELLATION_COMPLETED",
    ]);
  });
});
