import { describe, expect, it } from "vitest";
import { countOpenPendingConfirmations, listPendingConfirmations } from "@/lib/db/pending-confirmations";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { changesSince, deliver, freshId, lastChangeId, paymentBody } from "./test-deliveries";

describe("PENDING_CONFIRMATION processing", () => {
  const test = withAppTestDatabase();
  // The sandbox's body (sandbox/webhooks/bodies.ts).
  const pendingBody = (trx: number, updatedAt: string) => ({
    event: "PENDING_CONFIRMATION",
    trx_id: trx,
    end_to_end_id: `E2E-${trx}`,
    status: "Pending confirmation",
    debtor_account_number: "DE89370400440532013000",
    creditor_account_number: "NL91ABNA0417164300",
    amount: 4_200,
    currency: "EUR",
    updated_at: updatedAt,
  });
  const row = (trx: number) =>
    test.db.pendingConfirmation.findUniqueOrThrow({ where: { trxId: BigInt(trx) } });

  it("queues the payment with a deadline 5 s after the notification", async () => {
    const trx = freshId();
    const sentAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const before = await lastChangeId(test.db);
    const { id } = await deliver("PENDING_CONFIRMATION", pendingBody(trx, "2026-11-22T13:00:00.250Z"), {
      sentAt,
    });
    await processPending();

    expect(await row(trx)).toMatchObject({
      state: "pending",
      notifiedAt: sentAt,
      deadlineAt: new Date(sentAt.getTime() + 5_000),
      enteredAt: new Date("2026-11-22T13:00:00.250Z"),
      amount: 4_200n,
      currency: "EUR",
      debtorAccount: "DE89370400440532013000",
      creditorAccount: "NL91ABNA0417164300",
      endToEndId: `E2E-${trx}`,
      outcomeStatus: null,
      decision: null,
      deliveryId: id,
    });
    expect((await listPendingConfirmations()).map((p) => p.trxId)).toContain(BigInt(trx));
    expect(await countOpenPendingConfirmations(sentAt)).toBeGreaterThanOrEqual(1);
    expect(await countOpenPendingConfirmations(new Date(sentAt.getTime() + 5_000))).toBe(0);
    expect(await changesSince(test.db, before)).toEqual(
      expect.arrayContaining([`instant:${trx}`, `payments:${trx}`]),
    );
    // The hold shows on the payment's timeline.
    const timeline = await test.db.paymentStatusHistory.findMany({ where: { trxId: BigInt(trx) } });
    expect(timeline.map((t) => t.status)).toEqual(["Pending confirmation"]);
  });

  it("is resolved by a later PAYMENT_STATUS, recording the platform's outcome", async () => {
    const trx = freshId();
    await deliver("PENDING_CONFIRMATION", pendingBody(trx, "2026-11-22T13:10:00.000Z"));
    await processPending();
    const before = await lastChangeId(test.db);
    await deliver(
      "PAYMENT_STATUS",
      paymentBody(trx, "Rejected", "2026-11-22T13:10:05.000Z", { direction: "INBOUND" }),
    );
    await processPending();

    expect(await row(trx)).toMatchObject({ state: "resolved", outcomeStatus: "Rejected" });
    expect((await row(trx)).resolvedAt).toBeInstanceOf(Date);
    expect(await changesSince(test.db, before)).toContain(`instant:${trx}`);
    // A later Completed does not rewrite the outcome.
    await deliver(
      "PAYMENT_STATUS",
      paymentBody(trx, "Completed", "2026-11-22T13:10:09.000Z", { direction: "INBOUND" }),
    );
    await processPending();
    expect((await row(trx)).outcomeStatus).toBe("Rejected");
  });

  it("is not resolved by a status that is not an outcome", async () => {
    const trx = freshId();
    await deliver("PENDING_CONFIRMATION", pendingBody(trx, "2026-11-22T13:20:00.000Z"));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Some problems", "2026-11-22T13:20:01.000Z"));
    await processPending();
    expect((await row(trx)).state).toBe("pending");
  });

  it("is settled at once when the outcome was applied first (deliveries processed in parallel)", async () => {
    const trx = freshId();
    await deliver(
      "PAYMENT_STATUS",
      paymentBody(trx, "Accepted", "2026-11-22T13:30:03.000Z", { direction: "INBOUND" }),
    );
    await processPending();
    await deliver("PENDING_CONFIRMATION", pendingBody(trx, "2026-11-22T13:30:00.000Z"));
    await processPending();
    expect(await row(trx)).toMatchObject({ state: "resolved", outcomeStatus: "Accepted" });
  });
});
