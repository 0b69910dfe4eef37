import { describe, expect, it } from "vitest";
import { countAwaitingAnswer } from "@/lib/db/cancellations";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { changesSince, deliver, freshId, lastChangeId } from "./test-deliveries";

// The body has no timestamp: the delivery's signature timestamp (sent_at) orders statuses, ties by id.
describe("CANCELLATION_STATUS processing", () => {
  const test = withAppTestDatabase();
  const body = (id: number, status: string, extra: object = {}) => ({
    cancellationId: id,
    trxId: id + 1,
    direction: "INBOUND",
    reason: "DUPL",
    status,
    ...extra,
  });
  const inbox = (id: number) =>
    test.db.cancellationRequest.findUniqueOrThrow({ where: { cancellationId: BigInt(id) } });

  it("creates the inbox row, then moves it forward in order, with a timeline", async () => {
    const id = freshId();
    const before = await lastChangeId(test.db);
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_IN_PROGRESS"), {
      sentAt: new Date("2026-11-22T14:00:00Z"),
    });
    await processPending();
    expect(await inbox(id)).toMatchObject({
      trxId: BigInt(id + 1),
      direction: "INBOUND",
      reason: "DUPL",
      status: "CANCELLATION_IN_PROGRESS",
      statusAt: new Date("2026-11-22T14:00:00Z"),
    });
    expect(await countAwaitingAnswer()).toBeGreaterThanOrEqual(1);
    const firstSeen = (await inbox(id)).firstSeenAt;

    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_ACCEPTED"), {
      sentAt: new Date("2026-11-22T14:00:07Z"),
    });
    await processPending();
    const row = await inbox(id);
    expect(row.status).toBe("CANCELLATION_ACCEPTED");
    expect(row.firstSeenAt).toEqual(firstSeen);
    const timeline = await test.db.cancellationStatusHistory.findMany({
      where: { cancellationId: BigInt(id) },
      orderBy: { statusAt: "asc" },
    });
    expect(timeline.map((t) => t.status)).toEqual(["CANCELLATION_IN_PROGRESS", "CANCELLATION_ACCEPTED"]);
    expect((await changesSince(test.db, before)).filter((c) => c.startsWith("cancellations:"))).toEqual([
      `cancellations:${id}`,
      `cancellations:${id}`,
    ]);
  });

  it("keeps the newer status when an older notification is processed later", async () => {
    const id = freshId();
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_COMPLETED"), {
      sentAt: new Date("2026-11-22T15:00:10Z"),
    });
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_IN_PROGRESS"), {
      sentAt: new Date("2026-11-22T15:00:00Z"),
    });
    await processPending();
    expect((await inbox(id)).status).toBe("CANCELLATION_COMPLETED");
  });

  it("orders two notifications in the same second by delivery id", async () => {
    const id = freshId();
    const sentAt = new Date("2026-11-22T16:00:00Z");
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_IN_PROGRESS"), { sentAt });
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_REJECTED"), { sentAt });
    await processPending();
    expect((await inbox(id)).status).toBe("CANCELLATION_REJECTED");
  });

  it("accepts a missing trxId and a reason outside the webhook enum, and keeps a trxId learnt earlier", async () => {
    const id = freshId();
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_IN_PROGRESS", { reason: "NARR" }), {
      sentAt: new Date("2026-11-22T17:00:00Z"),
    });
    await deliver(
      "CANCELLATION_STATUS",
      { cancellationId: id, direction: "INBOUND", reason: "NARR", status: "CANCELLATION_ACCEPTED" },
      { sentAt: new Date("2026-11-22T17:00:05Z") },
    );
    expect(await processPending()).toEqual({ processed: 2, unprocessable: 0 });
    expect(await inbox(id)).toMatchObject({
      status: "CANCELLATION_ACCEPTED",
      reason: "NARR",
      trxId: BigInt(id + 1),
    });
  });

  it("tells finance ops once that an inbound request arrived, and nobody of an outbound one", async () => {
    const ops = await test.db.user.create({
      data: { email: `ops-${freshId()}@example.test`, name: "Ops", roles: ["finance_ops"] },
    });
    const id = freshId();
    const out = freshId();
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_IN_PROGRESS"), {
      sentAt: new Date("2026-11-22T18:00:00Z"),
    });
    await deliver("CANCELLATION_STATUS", body(id, "CANCELLATION_ACCEPTED"), {
      sentAt: new Date("2026-11-22T18:00:05Z"),
    });
    await deliver("CANCELLATION_STATUS", body(out, "CANCELLATION_IN_PROGRESS", { direction: "OUTBOUND" }), {
      sentAt: new Date("2026-11-22T18:00:06Z"),
    });
    await processPending();
    const told = await test.db.notification.findMany({
      where: { userId: ops.id, kind: "cancellation_arrived" },
    });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subject: `cancellation:${id}`, link: `/cancellations/${id}` });
    expect(told[0]!.body).toBe(`Reason DUPL, status CANCELLATION_IN_PROGRESS, for payment ${id + 1}.`);
  });
});
