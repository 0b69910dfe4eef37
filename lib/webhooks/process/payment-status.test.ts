import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { changesSince, deliver, freshId, lastChangeId, paymentBody } from "./test-deliveries";

describe("PAYMENT_STATUS processing", () => {
  const test = withAppTestDatabase();
  const history = (trxId: number) =>
    test.db.paymentStatusHistory.findMany({ where: { trxId: BigInt(trxId) }, orderBy: { statusAt: "asc" } });

  it("makes the status current, keeps it in the history and marks the delivery processed", async () => {
    const trx = freshId();
    const { id } = await deliver("PAYMENT_STATUS", paymentBody(trx, "To sign", "2026-11-22T13:33:57.144Z"));
    expect(await processPending()).toEqual({ processed: 1, unprocessable: 0 });

    const state = await test.db.paymentState.findUniqueOrThrow({ where: { trxId: BigInt(trx) } });
    expect(state).toMatchObject({
      status: "To sign",
      statusAt: new Date("2026-11-22T13:33:57.144Z"),
      direction: "OUTBOUND",
      type: "Payment",
      amount: 125_000n,
      currency: "EUR",
      endToEndId: `E2E-${trx}`,
      debtorIban: "DE89370400440532013000",
      lastDeliveryId: id,
    });
    expect((await history(trx)).map((h) => h.status)).toEqual(["To sign"]);
    const row = await test.db.webhookDelivery.findUniqueOrThrow({ where: { id } });
    expect(row.processing).toBe("processed");
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(row.processingError).toBeNull();
  });

  it("never lets a late, older status overwrite a newer one, and keeps both in the history", async () => {
    const trx = freshId();
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Completed", "2026-11-22T13:40:00.000Z"));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Accepted", "2026-11-22T13:39:00.000Z"));
    await processPending();

    const state = await test.db.paymentState.findUniqueOrThrow({ where: { trxId: BigInt(trx) } });
    expect(state.status).toBe("Completed");
    expect((await history(trx)).map((h) => h.status)).toEqual(["Accepted", "Completed"]);
  });

  it("breaks a tie on updated_at by the later delivery", async () => {
    const trx = freshId();
    const at = "2026-11-22T13:45:00.000Z";
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Accepted", at));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Completed", at));
    await processPending();
    const state = await test.db.paymentState.findUniqueOrThrow({ where: { trxId: BigInt(trx) } });
    expect(state.status).toBe("Completed");
  });

  it("applies a replayed delivery once: identical bytes are stored once, re-encoded ones change nothing", async () => {
    const trx = freshId();
    const body = paymentBody(trx, "Signed", "2026-11-22T13:50:00.000Z");
    const first = await deliver("PAYMENT_STATUS", body);
    expect((await deliver("PAYMENT_STATUS", body)).duplicate).toBe(true);
    // Same event, other bytes (a platform that re-serialises on retry): a second delivery row.
    await deliver("PAYMENT_STATUS", body, { raw: JSON.stringify(body, null, 1) });
    expect(await processPending()).toEqual({ processed: 2, unprocessable: 0 });

    expect(await history(trx)).toHaveLength(1);
    const state = await test.db.paymentState.findUniqueOrThrow({ where: { trxId: BigInt(trx) } });
    expect(state.status).toBe("Signed");
    expect(state.lastDeliveryId).toBeGreaterThan(first.id);
  });

  it("publishes payments always, and approvals when a payment enters or leaves To sign", async () => {
    const trx = freshId();
    const before = await lastChangeId(test.db);
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Created", "2026-11-22T14:00:00.000Z"));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "To sign", "2026-11-22T14:00:01.000Z"));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Signed", "2026-11-22T14:00:02.000Z"));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Completed", "2026-11-22T14:00:03.000Z"));
    await processPending();

    const changes = (await changesSince(test.db, before)).filter((c) => !c.startsWith("deliveries:"));
    expect(changes).toEqual([
      `payments:${trx}`,
      `payments:${trx}`,
      `approvals:${trx}`, // entered To sign
      `payments:${trx}`,
      `approvals:${trx}`, // left it
      `payments:${trx}`,
    ]);
  });

  it("tells finance ops once that a payment waits in To sign, with its amount, however often it is sent", async () => {
    const ops = await test.db.user.create({
      data: { email: `ops-${freshId()}@example.test`, name: "Ops", roles: ["finance_ops"] },
    });
    const trx = freshId();
    await deliver("PAYMENT_STATUS", paymentBody(trx, "To sign", "2026-11-22T14:00:00.000Z"));
    await deliver("PAYMENT_STATUS", paymentBody(trx, "To sign", "2026-11-22T14:00:01.000Z"));
    await processPending();
    const told = await test.db.notification.findMany({ where: { userId: ops.id, kind: "approval_waiting" } });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subject: `payment:${trx}`, link: `/payments/${trx}` });
    expect(told[0]!.body).toMatch(/^1.250\.00.EUR to /);
  });
});
