import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { reapplyDelivery } from "./reapply-delivery";
import { deliver, deliverRejected, freshId, paymentBody } from "./test-deliveries";

// "Apply again": a delivery an older version stored as UNKNOWN (or could not apply) goes through today's
// classifier and handlers once, exactly once, and only when it was verified.

const ctx = { actor: { id: randomUUID(), email: "admin@countersign.test" }, requestId: "req-r", ip: null };
const opts = { headerPrefix: "svc" };

describe("reapplyDelivery", () => {
  const test = withAppTestDatabase();
  const row = (id: bigint) => test.db.webhookDelivery.findUniqueOrThrow({ where: { id } });
  const audits = (id: bigint) =>
    test.db.auditEvent.findMany({ where: { target: `delivery:${id}` }, orderBy: { id: "asc" } });
  /** A delivery stored by a version whose classifier did not understand it, and processed as such. */
  const storedUnknown = async (body: unknown, raw?: string) => {
    const { id } = await deliver("UNKNOWN", body, { raw });
    await processPending();
    expect((await row(id)).processing).toBe("unprocessable");
    return id;
  };

  it("applies an UNKNOWN delivery with the current classifier, and audits it", async () => {
    const bic = `RE${freshId()}`;
    const id = await storedUnknown({
      eventType: "MAX_HOLDING_AMOUNT_BREACHED",
      accountBic: bic,
      currency: "EUR",
      holdingAmount: 2_000_000,
      maxHoldingAmount: 1_500_000,
    });

    const result = await reapplyDelivery(id, ctx, opts);
    expect(result).toEqual({
      id: id.toString(),
      outcome: "processed",
      kind: "MAX_HOLDING_AMOUNT_BREACHED",
      previousKind: "UNKNOWN",
      kindNote: null,
      error: null,
    });
    expect(await row(id)).toMatchObject({
      kind: "MAX_HOLDING_AMOUNT_BREACHED",
      processing: "processed",
      processingError: null,
    });
    const alert = await test.db.alert.findFirst({ where: { subject: `${bic}/EUR` } });
    expect(alert).toMatchObject({ kind: "MAX_HOLDING_AMOUNT_BREACHED", state: "active" });
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        action: "events.reapply",
        outcome: "success",
        actorEmail: "admin@countersign.test",
        requestId: "req-r",
        detail: expect.objectContaining({ previousKind: "UNKNOWN", kind: "MAX_HOLDING_AMOUNT_BREACHED" }),
      }),
    ]);
  });

  it("never applies a processed delivery twice, nor two re-applies of one delivery at once", async () => {
    const trx = freshId();
    const { id } = await deliver("PAYMENT_STATUS", paymentBody(trx, "Accepted", "2026-11-26T10:00:00.000Z"));
    await processPending();
    await expect(reapplyDelivery(id, ctx, opts)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/already applied/),
    });
    expect(await audits(id)).toEqual([expect.objectContaining({ outcome: "failure" })]);

    const twice = await storedUnknown(paymentBody(freshId(), "Completed", "2026-11-26T10:00:00.000Z"));
    const both = await Promise.allSettled([
      reapplyDelivery(twice, ctx, opts),
      reapplyDelivery(twice, ctx, opts),
    ]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(both.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "conflict" } });
    expect((await audits(twice)).map((a) => a.outcome).sort()).toEqual(["failure", "success"]);
  });

  it("never applies a rejected delivery, and records the attempt", async () => {
    const id = await deliverRejected();
    await expect(reapplyDelivery(id, ctx, opts)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/never applied/),
    });
    expect(await row(id)).toMatchObject({ processing: "skipped", kind: null });
    expect(await audits(id)).toEqual([
      expect.objectContaining({ action: "events.reapply", outcome: "failure" }),
    ]);
  });

  it("leaves a delivery still waiting in the queue to the queue, and says when there is none", async () => {
    const { id } = await deliver("UNKNOWN", { hello: "queue" });
    await expect(reapplyDelivery(id, ctx, opts)).rejects.toMatchObject({ code: "conflict" });
    expect((await row(id)).processing).toBe("pending");
    await processPending();
    await expect(reapplyDelivery(999_999_999n, ctx, opts)).rejects.toMatchObject({ code: "not_found" });
  });

  it("cannot overwrite a newer status: statuses apply by their own timestamps", async () => {
    const trx = freshId();
    await deliver("PAYMENT_STATUS", paymentBody(trx, "Completed", "2026-11-26T12:00:00.000Z"));
    await processPending();
    const late = await storedUnknown(paymentBody(trx, "Accepted", "2026-11-26T11:00:00.000Z"));

    expect((await reapplyDelivery(late, ctx, opts)).outcome).toBe("processed");
    expect(await test.db.paymentState.findUnique({ where: { trxId: BigInt(trx) } })).toMatchObject({
      status: "Completed",
    });
    // The older status still takes its place in the timeline.
    const history = await test.db.paymentStatusHistory.findMany({
      where: { trxId: BigInt(trx) },
      orderBy: { statusAt: "asc" },
    });
    expect(history.map((h) => h.status)).toEqual(["Accepted", "Completed"]);
  });

  it("keeps a body today's handlers still refuse as unprocessable, with the new reason and the kind's note", async () => {
    const id = await storedUnknown({ eventType: "LIQUIDITY", id: 5 });
    const result = await reapplyDelivery(id, ctx, opts);
    expect(result).toMatchObject({ outcome: "unprocessable", kind: "LIQUIDITY", previousKind: "UNKNOWN" });
    expect(result.error).toMatch(/LIQUIDITY body does not match its schema: status/);
    expect(await row(id)).toMatchObject({ kind: "LIQUIDITY", processing: "unprocessable" });

    const misnamed = await storedUnknown({
      event: "LIQUIDITY",
      ...paymentBody(freshId(), "Created", "2026-11-26T10:00:00.000Z"),
    });
    const again = await reapplyDelivery(misnamed, ctx, opts);
    expect(again).toMatchObject({ outcome: "processed", kind: "PAYMENT_STATUS" });
    expect((await row(misnamed)).kindNote).toMatch(/documented PAYMENT_STATUS shape/);
    expect((await audits(id)).at(-1)).toMatchObject({ outcome: "failure" });

    const garbage = await storedUnknown(null, "this is {not json");
    expect(await reapplyDelivery(garbage, ctx, opts)).toMatchObject({
      outcome: "unprocessable",
      kind: "UNKNOWN",
      error: "The body is not JSON",
    });
  });
});
