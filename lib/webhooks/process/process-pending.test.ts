import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { kickProcessing, startProcessingLoop } from "./processing-loop";
import { changesSince, deliver, freshId, lastChangeId, paymentBody } from "./test-deliveries";

describe("processPending", () => {
  const test = withAppTestDatabase();
  const delivery = (id: bigint) => test.db.webhookDelivery.findUniqueOrThrow({ where: { id } });

  it("keeps a body of the wrong shape as unprocessable, naming the failing fields", async () => {
    const { id } = await deliver("PAYMENT_STATUS", {
      trx_id: "12",
      end_to_end_id: "E2E",
      type: "Payment",
      direction: "SIDEWAYS",
      amount: 10,
      currency: "EUR",
      status: "Accepted",
      updated_at: "yesterday",
    });
    expect(await processPending()).toEqual({ processed: 0, unprocessable: 1 });
    const row = await delivery(id);
    expect(row.processing).toBe("unprocessable");
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(row.processingError).toMatch(/^The PAYMENT_STATUS body does not match its schema: /);
    for (const field of ["trx_id", "direction", "updated_at"]) expect(row.processingError).toContain(field);
  });

  it("keeps a delivery of UNKNOWN kind as unprocessable", async () => {
    const { id } = await deliver("UNKNOWN", { hello: "world" });
    const { id: noKind } = await deliver(null, { hello: "there" });
    expect(await processPending()).toEqual({ processed: 0, unprocessable: 2 });
    expect((await delivery(id)).processingError).toMatch(/kind of this delivery is UNKNOWN/);
    expect((await delivery(noKind)).processing).toBe("unprocessable");
  });

  it("goes on with the batch when one delivery throws, parking that one with the error", async () => {
    const good1 = freshId();
    const good2 = freshId();
    await deliver("PAYMENT_STATUS", paymentBody(good1, "Created", "2026-11-22T12:00:00.000Z"));
    // PostgreSQL refuses NUL in text: the handler's INSERT throws, after parsing succeeded.
    const { id: bad } = await deliver(
      "PAYMENT_STATUS",
      paymentBody(freshId(), "Created", "2026-11-22T12:00:00.000Z", { currency: "EU\u0000R" }),
    );
    await deliver("PAYMENT_STATUS", paymentBody(good2, "Created", "2026-11-22T12:00:00.000Z"));
    const before = await lastChangeId(test.db);

    expect(await processPending()).toEqual({ processed: 2, unprocessable: 1 });
    const row = await delivery(bad);
    expect(row.processing).toBe("unprocessable");
    expect(row.processingError).toMatch(/^Processing failed: /);
    expect(
      await test.db.paymentState.count({ where: { trxId: { in: [BigInt(good1), BigInt(good2)] } } }),
    ).toBe(2);
    // The failed delivery's transaction rolled back: no change events from it.
    const changes = await changesSince(test.db, before);
    expect(changes).toEqual([
      `payments:${good1}`,
      expect.stringMatching(/^deliveries:/),
      `payments:${good2}`,
      expect.stringMatching(/^deliveries:/),
    ]);
  });

  it("processes at most `limit` deliveries, oldest first", async () => {
    const trxs = [freshId(), freshId(), freshId()];
    const ids = [];
    for (const trx of trxs)
      ids.push((await deliver("PAYMENT_STATUS", paymentBody(trx, "Created", "2026-11-22T12:00:00.000Z"))).id);
    expect(await processPending(2)).toEqual({ processed: 2, unprocessable: 0 });
    expect((await delivery(ids[2]!)).processing).toBe("pending");
    expect(await processPending(2)).toEqual({ processed: 1, unprocessable: 0 });
  });

  it("never processes a delivery twice when two runs go at once", async () => {
    const ids: bigint[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        (await deliver("PAYMENT_STATUS", paymentBody(freshId(), "Created", "2026-11-22T12:00:00.000Z"))).id,
      );
    }
    const before = await lastChangeId(test.db);
    const [a, b] = await Promise.all([processPending(), processPending()]);
    expect(a.processed + b.processed).toBe(30);
    const deliveries = (await changesSince(test.db, before)).filter((c) => c.startsWith("deliveries:"));
    expect(deliveries).toHaveLength(30);
    expect(new Set(deliveries).size).toBe(30);
    const history = await test.db.paymentStatusHistory.findMany({ where: { deliveryId: { in: ids } } });
    expect(history).toHaveLength(30);
  });

  it("runs in the loop soon after a kick", async () => {
    const stop = startProcessingLoop();
    try {
      await new Promise((r) => setTimeout(r, 100)); // the loop's first run, on an empty queue
      const trx = freshId();
      const { id } = await deliver("PAYMENT_STATUS", paymentBody(trx, "Created", "2026-11-22T12:00:00.000Z"));
      for (let i = 0; i < 20; i++) kickProcessing(); // a burst
      const started = Date.now();
      while ((await delivery(id)).processing === "pending") {
        expect(Date.now() - started).toBeLessThan(1_500); // well before the 2 s timer
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await delivery(id)).processing).toBe("processed");
    } finally {
      await stop();
    }
  });
});
