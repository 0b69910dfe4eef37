import { describe, expect, it } from "vitest";
import type { TPayment } from "@/lib/domain/payments/payments";
import { fakeCancellationPlatform } from "@/lib/testing/fake-cancellation-platform";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { refreshCancellation } from "./refresh-cancellation";
import { sweepOnce } from "./sweep";

// The sweep against a real PostgreSQL and a fake platform: due rows are read and what changed is written,
// with the timeline and a change event; a read that is older than the row's last change undoes nothing.

const test = withAppTestDatabase();
let nextId = 800_000;

function platform(statuses: Record<string, string>, payment: Partial<TPayment> = {}) {
  return fakeCancellationPlatform({
    status: (id) => statuses[String(id)] ?? null,
    resource: { reason: "CUST", sepaMessageId: "MSG1", createdAt: "2026-11-20T08:00:00Z" },
    payment: (trxId) =>
      ({
        id: trxId,
        method: "SWIFT",
        direction: "INBOUND",
        amount: 5_000,
        currency: "USD",
        uetr: "u-1",
        settlementDate: "2026-11-20",
        createdAt: null,
        ...payment,
      }) as TPayment,
  });
}
const sweep = (p: ReturnType<typeof platform>) => withPlatform(p.platform, () => sweepOnce());

async function row(status: string, over: { due?: Date | null; checked?: boolean } = {}) {
  const id = BigInt(++nextId);
  await test.db.cancellationRequest.create({
    data: {
      cancellationId: id,
      trxId: id + 1n,
      direction: "INBOUND",
      reason: "CUST",
      status,
      statusAt: new Date(Date.now() - 5_000),
      syncDueAt: over.due === undefined ? new Date(Date.now() - 1_000) : over.due,
      paymentCheckedAt: over.checked ? new Date() : null,
    },
  });
  return id;
}
const get = (id: bigint) => test.db.cancellationRequest.findUniqueOrThrow({ where: { cancellationId: id } });

describe("the cancellation sweep", () => {
  it("brings an answered request to its final status, with the timeline, and stops reading it", async () => {
    const id = await row("RETURNING", { checked: true });
    const notDue = await row("RETURNING", { due: new Date(Date.now() + 60_000), checked: true });
    const p = platform({ [String(id)]: "PAYMENT_RETURNED", [String(notDue)]: "PAYMENT_RETURNED" });
    const before = await test.db.changeEvent.count({ where: { topic: "cancellations", ref: String(id) } });
    await sweep(p);
    expect(p.calls).toContain(`get:${id}`);
    expect(p.calls).not.toContain(`get:${notDue}`);
    const r = await get(id);
    expect(r).toMatchObject({ status: "PAYMENT_RETURNED", syncDueAt: null, syncFailures: 0 });
    expect(r.platformCreatedAt).toEqual(new Date("2026-11-20T08:00:00Z"));
    const polled = await test.db.cancellationStatusHistory.findMany({
      where: { cancellationId: id, source: "poll" },
    });
    expect(polled.map((h) => h.status)).toEqual(["PAYMENT_RETURNED"]);
    expect(await test.db.changeEvent.count({ where: { topic: "cancellations", ref: String(id) } })).toBe(
      before + 1,
    );
  });

  it("reads a new request's payment once: scheme, amount, UETR", async () => {
    const id = await row("CANCELLATION_IN_PROGRESS");
    await sweep(platform({ [String(id)]: "CANCELLATION_IN_PROGRESS" }));
    const r = await get(id);
    expect(r).toMatchObject({
      paymentFound: true,
      paymentMethod: "SWIFT",
      paymentAmount: 5_000n,
      paymentCurrency: "USD",
      paymentUetr: "u-1",
      paymentBookingDate: "2026-11-20",
    });
    // Still open: read again in minutes, not seconds.
    expect(r.syncDueAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it("keeps reading a request whose read failed, with a backoff, and stops for one the platform does not know", async () => {
    const unknown = await row("CANCELLATION_IN_PROGRESS", { checked: true });
    await sweep(platform({}));
    expect(await get(unknown)).toMatchObject({
      syncDueAt: null,
      syncError: "The platform does not know this request.",
    });

    const failing = await row("RETURNING", { checked: true });
    const down = fakeCancellationPlatform({
      status: () => {
        throw new Error("platform down");
      },
    });
    await sweep(down);
    const r = await get(failing);
    expect(r).toMatchObject({ status: "RETURNING", syncFailures: 1, syncError: "Error: platform down" });
    expect(r.syncDueAt!.getTime()).toBeGreaterThan(Date.now() + 1_000);
    expect(r.syncDueAt!.getTime()).toBeLessThan(Date.now() + 3_000);
  });

  it("a read older than the row's last change (our answer) does not undo it", async () => {
    const id = await row("CANCELLATION_IN_PROGRESS", { checked: true });
    const { version } = await get(id);
    // The answer lands while the read is under way.
    await test.db.cancellationRequest.update({
      where: { cancellationId: id },
      data: { status: "RETURNING", version: { increment: 1 } },
    });
    const r = await withPlatform(platform({ [String(id)]: "CANCELLATION_IN_PROGRESS" }).platform, () =>
      refreshCancellation(id, { source: "poll", expectedVersion: version, withPayment: false }),
    );
    expect(r).toMatchObject({ found: true, written: { stale: true } });
    expect((await get(id)).status).toBe("RETURNING");
  });
});
