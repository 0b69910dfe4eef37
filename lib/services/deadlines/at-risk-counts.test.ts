import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { countAtRisk } from "@/lib/db/deadline-counts";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { atRiskCutoffs } from "./at-risk-cutoffs";

// The Overview's at-risk figures: the same rule as the mark, per queue, under the levels in force.

const test = withAppTestDatabase();
const NOW = Date.parse("2026-11-26T12:00:00Z");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000);

describe("countAtRisk", () => {
  it("counts each queue's items past three quarters of their time", async () => {
    for (const [id, minutes, status] of [
      [1, 91, "To sign"],
      [2, 89, "To sign"],
      [3, 500, "Completed"],
    ] as const)
      await test.db.paymentState.create({
        data: {
          trxId: BigInt(id),
          status,
          statusAt: ago(minutes),
          direction: "OUTBOUND",
          type: "SEPA",
          amount: 1n,
          currency: "EUR",
          endToEndId: `E-${id}`,
          lastDeliveryId: 1n,
        },
      });
    for (const minutes of [181, 179])
      await test.db.paymentDraft.create({
        data: {
          kind: "single",
          makerId: randomUUID(),
          makerEmail: "m@x.test",
          requirement: {},
          paymentCount: 1,
          totals: {},
          createdAt: ago(minutes),
        },
      });
    await test.db.cancellationRequest.create({
      data: {
        cancellationId: 7n,
        direction: "INBOUND",
        reason: "CUST",
        status: "CANCELLATION_IN_PROGRESS",
        statusAt: ago(0),
        paymentMethod: "SDD",
        paymentBookingDate: "2026-11-20",
      },
    });
    expect(await countAtRisk(await atRiskCutoffs(NOW))).toEqual({
      approvals: 1,
      drafts: 1,
      cancellations: 1,
    });
    await test.db.deadlineSla.create({ data: { queue: "approvals", minutes: 60, updatedBy: "a@x.test" } });
    expect(await countAtRisk(await atRiskCutoffs(NOW))).toMatchObject({ approvals: 2 });
  });
});
