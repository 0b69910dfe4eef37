import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withPlatform } from "@/lib/services/platform/registry";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { decideOrder } from "./decide-order";
import { fakePlatform, order, refusal } from "@/lib/testing/fake-restriction-platform";

// The decision service against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// restriction API that counts its calls.

const test = withAppTestDatabase();
const actor = (email = "compliance@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: "req-test",
  ip: null,
});
let seq = 0;
const newDoc = () => `RO-TEST-${String(++seq).padStart(4, "0")}`;
const confirm = (docId: string, intentId = randomUUID()) =>
  ({ docId, intentId, decision: "CONFIRM" }) as const;
const reject = (docId: string, reason: "NO_FUNDS" | "NO_ID" = "NO_FUNDS", intentId = randomUUID()) =>
  ({ docId, intentId, decision: "REJECT", reason }) as const;
const auditOf = (docId: string) =>
  test.db.auditEvent.findMany({
    where: { target: `restriction-order:${docId}`, outcome: { not: "attempted" } },
    orderBy: { id: "asc" },
  });
/** Resolves once the first request holds the claim and waits at the platform. */
async function reachedPlatform(p: { calls: { decide: unknown[] } }) {
  while (p.calls.decide.length === 0) await new Promise((r) => setTimeout(r, 5));
}
const rowOf = (docId: string) => test.db.restrictionDecision.findUniqueOrThrow({ where: { docId } });

describe("decideOrder", () => {
  it("confirms, records the platform's acceptance and audits the attempt", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    const o = await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    expect(o).toMatchObject({
      outcome: "decided",
      status: "CONFIRMED",
      providerStatus: 200,
      accepted: "2026-11-25T10:00:00.000Z",
    });
    expect(o.message).toBe(`Order ${docId} is CONFIRMED: the platform will execute it.`);
    expect(p.store.get(docId)!.status).toBe("CONFIRMED");
    expect(await rowOf(docId)).toMatchObject({
      state: "decided",
      decision: "CONFIRM",
      reason: null,
      attempts: 1,
    });
    const audit = await auditOf(docId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "restrictions.confirm",
      outcome: "success",
      actorEmail: "compliance@example.com",
      providerStatus: 200,
      detail: expect.objectContaining({ result: "decided", platformCalled: true, attempt: 1 }),
    });
    // Written before the platform call (issue 14, finding 5); the outcome row names it.
    const attempt = await test.db.auditEvent.findFirstOrThrow({
      where: { target: `restriction-order:${docId}`, outcome: "attempted" },
    });
    expect(attempt).toMatchObject({ action: "restrictions.confirm", actorEmail: "compliance@example.com" });
    expect(audit[0]!.attemptId).toBe(attempt.id);
  });

  it("two concurrent decisions on one order reach the platform once", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    p.script.push(async (_call, apply) => {
      await held;
      return apply();
    });
    const first = withPlatform(p.platform, () => decideOrder(confirm(docId), actor("a@example.com")));
    await reachedPlatform(p);
    const second = await withPlatform(p.platform, () => decideOrder(reject(docId), actor("b@example.com")));
    expect(second.outcome).toBe("in_progress");
    expect(second.message).toContain("a@example.com");
    release();
    expect((await first).outcome).toBe("decided");
    const third = await withPlatform(p.platform, () => decideOrder(reject(docId), actor("b@example.com")));
    expect(third).toMatchObject({ outcome: "already_decided", status: "CONFIRMED" });
    expect(third.message).toContain("Already decided through Countersign by a@example.com");
    expect(p.calls.decide).toHaveLength(1);
    const audit = await auditOf(docId);
    expect(
      audit.map((a) => [a.action, a.outcome, (a.detail as { platformCalled: boolean }).platformCalled]),
    ).toEqual([
      ["restrictions.reject", "failure", false],
      ["restrictions.confirm", "success", true],
      ["restrictions.reject", "failure", false],
    ]);
  });

  it("a double click under one intent id sends once; a replay repeats the stored sentence", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    const intentId = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    p.script.push(async (_call, apply) => {
      await held;
      return apply();
    });
    const first = withPlatform(p.platform, () => decideOrder(reject(docId, "NO_ID", intentId), actor()));
    await reachedPlatform(p);
    const second = await withPlatform(p.platform, () =>
      decideOrder(reject(docId, "NO_ID", intentId), actor()),
    );
    expect(second).toMatchObject({ outcome: "in_progress" });
    expect(second.message).toBe(
      "This decision is being sent right now. Wait a moment: the outcome appears here.",
    );
    release();
    expect((await first).outcome).toBe("decided");
    expect(p.calls.decide).toEqual([{ docId, decision: "REJECTED", reason: "NO_ID" }]);
    const again = await withPlatform(p.platform, () =>
      decideOrder(reject(docId, "NO_ID", intentId), actor()),
    );
    expect(again.message).toBe(
      `Order ${docId} is REJECTED with reason Identification missing (NO_ID): it will not execute.`,
    );
  });

  it("a timeout is recorded as unknown; the next attempt re-reads the order and reports what the platform holds", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    // The platform applied the decision, but the answer never came back.
    p.script.push(async (_call, apply) => {
      apply();
      throw refusal(null, undefined, "timeout");
    });
    const first = await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    expect(first).toMatchObject({ outcome: "unknown", status: null });
    expect(first.message).toContain("did not answer in time");
    expect(await rowOf(docId)).toMatchObject({ state: "unknown" });

    const retry = await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    expect(retry).toMatchObject({ outcome: "decided", status: "CONFIRMED" });
    expect(retry.message).toContain("The earlier confirmation of order");
    expect(retry.message).toContain("went through");
    expect(p.calls.decide).toHaveLength(1);
    expect(await rowOf(docId)).toMatchObject({ state: "decided", attempts: 2 });
    const audit = await auditOf(docId);
    expect(audit.map((a) => a.outcome)).toEqual(["failure", "success"]);
    expect(audit[1]!.detail).toMatchObject({ platformCalled: false, statusAfter: "CONFIRMED" });
  });

  it("after a timeout that did not apply, the next attempt finds it UNPROCESSED and sends", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    p.script.push(async () => {
      throw refusal(500, "INTERNAL_ERROR");
    });
    expect((await withPlatform(p.platform, () => decideOrder(reject(docId), actor()))).outcome).toBe(
      "unknown",
    );
    const retry = await withPlatform(p.platform, () => decideOrder(reject(docId), actor()));
    expect(retry).toMatchObject({ outcome: "decided", status: "REJECTED" });
    expect(p.calls.decide).toHaveLength(2);
  });

  it("a refusal leaves the order decidable; the next decision goes through", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    p.script.push(async () => {
      throw refusal(400, "INVALID_REJECTION_REASON");
    });
    const refused = await withPlatform(p.platform, () => decideOrder(reject(docId), actor()));
    expect(refused).toMatchObject({
      outcome: "refused",
      providerStatus: 400,
      providerCode: "INVALID_REJECTION_REASON",
    });
    expect(refused.message).toContain("choose another of the 20 reasons");
    expect(p.store.get(docId)!.status).toBe("UNPROCESSED");
    expect(await rowOf(docId)).toMatchObject({ state: "refused" });
    const next = await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    expect(next).toMatchObject({ outcome: "decided", status: "CONFIRMED" });
    expect(await rowOf(docId)).toMatchObject({ state: "decided", decision: "CONFIRM", attempts: 2 });
  });

  it("409 ORDER_ALREADY_PROCESSED is read back: the decision the platform holds is reported", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId, "REJECTED")]);
    const o = await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    expect(o).toMatchObject({
      outcome: "already_decided",
      status: "REJECTED",
      providerStatus: 409,
      providerCode: "ORDER_ALREADY_PROCESSED",
    });
    expect(o.message).toBe(
      `Order ${docId} was already decided at the platform: it is REJECTED (prevented from executing). Your confirmation was not applied; an order takes one decision only.`,
    );
    const again = await withPlatform(p.platform, () => decideOrder(reject(docId), actor()));
    expect(again.outcome).toBe("already_decided");
    expect(p.calls.decide).toHaveLength(1);
  });

  it("404 ORDER_NOT_FOUND and VALIDATION_ERROR are refusals in words", async () => {
    const missing = newDoc();
    const p = fakePlatform([]);
    const o = await withPlatform(p.platform, () => decideOrder(confirm(missing), actor()));
    expect(o).toMatchObject({ outcome: "refused", providerCode: "ORDER_NOT_FOUND", providerStatus: 404 });
    expect(o.message).toContain(`The platform has no order ${missing}`);

    const docId = newDoc();
    const q = fakePlatform([order(docId)]);
    q.script.push(async () => {
      throw refusal(400, "VALIDATION_ERROR");
    });
    const v = await withPlatform(q.platform, () => decideOrder(confirm(docId), actor()));
    expect(v).toMatchObject({ outcome: "refused", providerCode: "VALIDATION_ERROR" });
    expect(v.message).toContain("the order can still be decided");
  });

  it("after an unknown attempt, an unreadable order sends nothing and stays unknown", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    p.script.push(async () => {
      throw refusal(null, undefined, "timeout");
    });
    await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    p.failList(refusal(500, "INTERNAL_ERROR"));
    const o = await withPlatform(p.platform, () => decideOrder(confirm(docId), actor()));
    expect(o.outcome).toBe("unknown");
    expect(o.message).toContain("could not be read to check it, so nothing was sent");
    expect(p.calls.decide).toHaveLength(1);
  });
});
