import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZCancellationFilters } from "@/lib/domain/cancellations/filters";
import { ZDraftsQuery } from "@/lib/domain/initiation/drafts-list";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { listCancellations } from "../cancellations/list-cancellations";
import { listDrafts } from "../initiation/list-drafts";

// The `risk=at_risk` filter of the server-paged queues, in SQL, against the same rule as the mark: the
// Drafts list (waiting, in the last quarter of the drafts level) and the cancellation inbox (awaiting our
// answer; an SDD by its TARGET window, the others by the cancellations level). Each row carries its deadline.

const test = withAppTestDatabase();
const NOW = new Date("2026-11-26T12:00:00Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
afterEach(() => vi.useRealTimers());

describe("the at-risk filter", () => {
  it("in Drafts: waiting drafts past three quarters of the drafts level, with their deadline", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const maker = randomUUID();
    const draft = async (minutesAgo: number, state = "waiting") =>
      (
        await test.db.paymentDraft.create({
          data: {
            kind: "single",
            state,
            makerId: maker,
            makerEmail: "m@x.test",
            requirement: { approvals: 1, roles: [] },
            paymentCount: 1,
            totals: { EUR: "100" },
            rejectedReason: state === "rejected" ? "No" : null,
            createdAt: ago(minutesAgo),
          },
        })
      ).id;
    const late = await draft(200); // default 240 min: at risk from 180
    const early = await draft(100);
    await draft(300, "rejected");
    const viewer = { id: randomUUID(), roles: ["finance_ops" as const] };
    const all = await listDrafts(viewer, ZDraftsQuery.parse({}));
    expect(all.rows.find((r) => r.id === early)!.deadline).toEqual({
      startedAt: ago(100).toISOString(),
      deadlineAt: ago(100 - 240).toISOString(),
    });
    expect(all.rows.filter((r) => r.state === "rejected").map((r) => r.deadline)).toEqual([null]);
    const risky = await listDrafts(viewer, ZDraftsQuery.parse({ risk: "at_risk" }));
    expect(risky.rows.map((r) => r.id)).toEqual([late]);
    // A shorter level in force: both waiting drafts are at risk now.
    await test.db.deadlineSla.create({ data: { queue: "drafts", minutes: 60, updatedBy: "a@x.test" } });
    const shorter = await listDrafts(viewer, ZDraftsQuery.parse({ risk: "at_risk" }));
    expect(shorter.rows.map((r) => r.id).sort()).toEqual([late, early].sort());
  });

  it("in the cancellation inbox: awaiting our answer and at risk, SDD by its TARGET window", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const request = (id: number, over: Record<string, unknown>) =>
      test.db.cancellationRequest.create({
        data: {
          cancellationId: BigInt(id),
          direction: "INBOUND",
          reason: "CUST",
          status: "CANCELLATION_IN_PROGRESS",
          statusAt: NOW,
          firstSeenAt: ago(1),
          ...over,
        },
      });
    await request(1, { paymentMethod: "SDD", paymentBookingDate: "2026-11-20" }); // due Fri 27: at risk
    await request(2, { paymentMethod: "SDD", paymentBookingDate: "2026-11-23" }); // due Mon 30: not yet
    await request(3, { paymentMethod: "SEPA", platformCreatedAt: ago(19 * 60) }); // 24 h level: at risk
    await request(4, { paymentMethod: "SEPA", platformCreatedAt: ago(17 * 60) });
    await request(5, { paymentMethod: "SEPA", firstSeenAt: ago(20 * 60) }); // no creation time yet: first seen
    await request(6, { paymentMethod: "SEPA", platformCreatedAt: ago(19 * 60), status: "ACCEPTED" });
    const page = await listCancellations(ZCancellationFilters.parse({ risk: "at_risk" }));
    expect(page.rows.map((r) => r.id).sort()).toEqual(["1", "3", "5"]);
    expect(page.rows.find((r) => r.id === "1")!.deadline).toEqual({
      startedAt: "2026-11-20T00:00:00.000Z",
      deadlineAt: "2026-11-27T23:59:59.999Z",
    });
    const all = await listCancellations(ZCancellationFilters.parse({}));
    expect(all.rows.find((r) => r.id === "6")!.deadline).toBeNull();
    expect(all.rows).toHaveLength(6);
  });
});
