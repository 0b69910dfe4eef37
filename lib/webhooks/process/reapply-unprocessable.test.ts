import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { reapplyUnprocessable } from "./reapply-unprocessable";
import { deliver, deliverRejected, freshId, paymentBody } from "./test-deliveries";

const ctx = { actor: { id: randomUUID(), email: "admin@countersign.test" }, requestId: "req-all", ip: null };

describe("reapplyUnprocessable", () => {
  const test = withAppTestDatabase();

  it("applies `limit` verified unprocessable deliveries, least recently tried first, and audits the batch", async () => {
    const holding = (n: number) => ({
      event: "max_holding_amount_breached",
      accountBic: `ALL${n}`,
      currency: "EUR",
      holdingAmount: 2,
      maxHoldingAmount: 1,
    });
    const oldest = (await deliver("UNKNOWN", holding(freshId()))).id;
    const stillUnknown = (await deliver("UNKNOWN", { mystery: freshId() })).id;
    const third = (await deliver("UNKNOWN", holding(freshId()))).id;
    const processed = (
      await deliver("PAYMENT_STATUS", paymentBody(freshId(), "Created", "2026-11-26T10:00:00.000Z"))
    ).id;
    const rejected = await deliverRejected();
    await processPending();

    expect(await reapplyUnprocessable(2, ctx, { headerPrefix: "svc" })).toEqual({
      attempted: 2,
      processed: 1,
      unprocessable: 1,
      skipped: 0,
      remaining: 2,
    });
    const state = async (id: bigint) =>
      (await test.db.webhookDelivery.findUniqueOrThrow({ where: { id } })).processing;
    expect(await state(oldest)).toBe("processed");
    expect(await state(stillUnknown)).toBe("unprocessable");
    expect(await state(third)).toBe("unprocessable"); // beyond the limit: left for the next click
    expect(await state(processed)).toBe("processed");
    expect(await state(rejected)).toBe("skipped");

    const rows = await test.db.auditEvent.findMany({
      where: { requestId: "req-all" },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => [r.action, r.target])).toEqual([
      ["events.reapply", `delivery:${oldest}`],
      ["events.reapply", `delivery:${stillUnknown}`],
      ["events.reapply_all", "deliveries:unprocessable"],
    ]);
    expect(rows[0]!.detail).toMatchObject({ bulk: true });
    expect(rows[2]).toMatchObject({
      outcome: "success",
      detail: expect.objectContaining({
        limit: 2,
        processed: 1,
        ids: [String(oldest), String(stillUnknown)],
      }),
    });

    // The one just tried again went to the back: the next click takes the third, then it comes round again.
    expect(await reapplyUnprocessable(1, ctx, { headerPrefix: "svc" })).toMatchObject({
      attempted: 1,
      processed: 1,
      remaining: 1,
    });
    expect(await state(third)).toBe("processed");
    expect(await reapplyUnprocessable(100, ctx, { headerPrefix: "svc" })).toMatchObject({
      attempted: 1,
      unprocessable: 1,
      remaining: 1,
    });
  });
});
