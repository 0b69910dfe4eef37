import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { sweepAtRiskOnce } from "./at-risk-sweep";

// The sweep against a real PostgreSQL: items past their at-risk point (the last quarter of the service
// level in force, or an SDD's TARGET window) tell finance ops once, however often and however many sweeps
// run at the same time; items still on time, or not waiting on us, tell nobody.

const test = withAppTestDatabase();
const NOW = new Date("2026-11-26T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

async function payment(trxId: number, status: string, enteredMinutesAgo: number) {
  await test.db.paymentState.create({
    data: {
      trxId: BigInt(trxId),
      status,
      statusAt: minutesAgo(enteredMinutesAgo),
      direction: "OUTBOUND",
      type: "SEPA",
      amount: 12_345n,
      currency: "EUR",
      endToEndId: `E2E-${trxId}`,
      lastDeliveryId: 1n,
    },
  });
}

const subjects = async () =>
  (await test.db.notification.findMany({ where: { kind: "deadline_at_risk" }, orderBy: { subject: "asc" } }))
    .map((n) => `${n.subject}@${n.userId.slice(0, 4)}`)
    .sort();

describe("the at-risk sweep", () => {
  it("tells each finance ops user once per item that crossed, even with two sweeps at once", async () => {
    const ops = await test.db.user.create({
      data: { email: "ops@x.test", name: "Ops", roles: ["finance_ops"] },
    });
    const ops2 = await test.db.user.create({
      data: { email: "ops2@x.test", name: "O2", roles: ["finance_ops"] },
    });
    await test.db.user.create({ data: { email: "cmp@x.test", name: "C", roles: ["compliance"] } });
    // The default approvals level is 120 min: at risk from 90 min on.
    await payment(1, "To sign", 91);
    await payment(2, "To sign", 89);
    await payment(3, "Completed", 500);
    await payment(4, "To sign", 600); // long overdue: told too (the sweep may have been down)
    // Drafts: 240 min, at risk from 180.
    const maker = ops.id;
    const draft = (createdAt: Date, state = "waiting") =>
      test.db.paymentDraft.create({
        data: {
          kind: "single",
          state,
          makerId: maker,
          makerEmail: "ops@x.test",
          requirement: {},
          paymentCount: 1,
          totals: {},
          rejectedReason: state === "rejected" ? "Wrong supplier" : null,
          createdAt,
        },
      });
    const late = await draft(minutesAgo(181));
    await draft(minutesAgo(179));
    await draft(minutesAgo(999), "rejected");

    const runs = await Promise.all([sweepAtRiskOnce(NOW), sweepAtRiskOnce(NOW)]);
    expect(runs[0]! + runs[1]!).toBe(6); // three items, two users each
    expect(await sweepAtRiskOnce(NOW)).toBe(0);
    expect(await sweepAtRiskOnce(new Date(NOW.getTime() + 1_000))).toBe(0);
    const who = (id: string) => id.slice(0, 4);
    expect(await subjects()).toEqual(
      [
        `approvals:1@${who(ops.id)}`,
        `approvals:1@${who(ops2.id)}`,
        `approvals:4@${who(ops.id)}`,
        `approvals:4@${who(ops2.id)}`,
        `drafts:${late.id}@${who(ops.id)}`,
        `drafts:${late.id}@${who(ops2.id)}`,
      ].sort(),
    );
    const one = await test.db.notification.findFirst({ where: { subject: "approvals:1", userId: ops.id } });
    expect(one).toMatchObject({ link: "/payments/1", title: expect.stringMatching(/^At risk: Payment 1 /) });
    expect(one!.body).toMatch(/Deadline 2026-11-26 12:29 UTC; 29 min left\./);
  });

  it("follows the service level in force: a shorter one makes an item at risk at the next sweep", async () => {
    await payment(10, "To sign", 20);
    expect(await subjects()).not.toContainEqual(expect.stringMatching(/^approvals:10@/));
    await sweepAtRiskOnce(NOW);
    expect((await subjects()).filter((s) => s.startsWith("approvals:10@"))).toHaveLength(0);
    await test.db.deadlineSla.create({
      data: { queue: "approvals", minutes: 15, updatedBy: "admin@x.test" },
    });
    // Payment 10 (20 min in, now overdue) and payment 2 (89 min in), each to two users.
    expect(await sweepAtRiskOnce(NOW)).toBe(4);
    const n = await test.db.notification.findFirst({ where: { subject: "approvals:10" } });
    expect(n!.title).toMatch(/^Overdue: /);
  });

  it("counts an SDD request's deadline in TARGET business days, others by the cancellations level", async () => {
    const request = (id: number, over: Record<string, unknown>) =>
      test.db.cancellationRequest.create({
        data: {
          cancellationId: BigInt(id),
          direction: "INBOUND",
          reason: "CUST",
          status: "CANCELLATION_IN_PROGRESS",
          statusAt: NOW,
          ...over,
        },
      });
    // Settled Fri 20 Nov 2026: deadline Fri 27 Nov 23:59 UTC (window from 20 Nov 00:00, 8 days): at risk
    // from 25 Nov 23:59:59 on. NOW is 26 Nov 12:00: at risk.
    await request(100, {
      paymentMethod: "SDD",
      paymentBookingDate: "2026-11-20",
      firstSeenAt: minutesAgo(1),
    });
    // Settled Mon 23 Nov: deadline Mon 30 Nov; not yet at risk.
    await request(101, {
      paymentMethod: "SDD",
      paymentBookingDate: "2026-11-23",
      firstSeenAt: minutesAgo(1),
    });
    // SEPA: the 24 h level from the platform's creation time, at risk after 18 h.
    await request(102, { paymentMethod: "SEPA", platformCreatedAt: minutesAgo(19 * 60) });
    await request(103, { paymentMethod: "SEPA", platformCreatedAt: minutesAgo(17 * 60) });
    await request(104, {
      paymentMethod: "SEPA",
      platformCreatedAt: minutesAgo(19 * 60),
      direction: "OUTBOUND",
    });
    await sweepAtRiskOnce(NOW);
    const told = (await subjects()).filter((s) => s.startsWith("cancellations:")).map((s) => s.split("@")[0]);
    expect([...new Set(told)].sort()).toEqual(["cancellations:100", "cancellations:102"]);
  });
});
