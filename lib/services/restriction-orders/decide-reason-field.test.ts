import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withPlatform } from "@/lib/services/platform/registry";
import { ProviderError } from "@/lib/errors/provider-error";
import { fakePlatform, order } from "@/lib/testing/fake-restriction-platform";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { decideOrder } from "./decide-order";

// The :reject body field that carries the reason is not named by the interface (docs/platform.md): a
// platform that wants another name refuses with a field error. That refusal must say so in words, record
// no decision, and — since the interface does not promise a refused write applied nothing — the next
// attempt reads the order before it sends.

const test = withAppTestDatabase();
const actor: TActor = {
  user: { id: randomUUID(), email: "compliance@example.com" },
  requestId: "req-rf",
  ip: null,
};
let seq = 0;
const newDoc = () => `RO-RF-${++seq}`;
const reject = (docId: string) =>
  ({ docId, intentId: randomUUID(), decision: "REJECT", reason: "NO_FUNDS" }) as const;
const wantsAnotherField = (code: string) =>
  new ProviderError({
    api: "restriction",
    kind: "http",
    status: 400,
    code,
    fieldErrors: [{ field: "rejectionReason", message: "must not be null", code: "NotNull" }],
    method: "POST",
    path: "/api/v1/orders/x:reject",
    requestId: "r",
  });
const rowOf = (docId: string) => test.db.restrictionDecision.findUniqueOrThrow({ where: { docId } });

describe("decideOrder: a platform that wants the rejection reason in another field", () => {
  for (const code of ["VALIDATION_ERROR", "INVALID_REJECTION_REASON"])
    it(`a 400 ${code} naming another field is told as such; nothing is recorded as decided`, async () => {
      const docId = newDoc();
      const p = fakePlatform([order(docId)]);
      p.script.push(async () => {
        throw wantsAnotherField(code);
      });
      const o = await withPlatform(p.platform, () => decideOrder(reject(docId), actor));
      expect(o).toMatchObject({ outcome: "refused", status: null, providerStatus: 400, providerCode: code });
      expect(o.message).toContain("wants the reason in another field");
      expect(o.message).toContain("“rejectionReason: must not be null”");
      expect(o.message).toContain("sends the reason as “reason”");
      expect(o.message).toContain("PLATFORM_RESTRICTION_REASON_FIELD=rejectionReason");
      expect(o.message).not.toContain("choose another of the 20 reasons");
      expect(await rowOf(docId)).toMatchObject({ state: "refused", accepted: null });
      expect(p.store.get(docId)!.status).toBe("UNPROCESSED");
      const audit = await test.db.auditEvent.findMany({
        where: { target: `restriction-order:${docId}`, outcome: { not: "attempted" } },
      });
      expect(audit).toEqual([expect.objectContaining({ outcome: "failure", providerStatus: 400 })]);
    });

  it("after a refusal the next attempt reads the order first, and sends only while it is UNPROCESSED", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    p.script.push(async () => {
      throw wantsAnotherField("VALIDATION_ERROR");
    });
    await withPlatform(p.platform, () => decideOrder(reject(docId), actor));
    p.calls.list = 0;
    const next = await withPlatform(p.platform, () => decideOrder(reject(docId), actor));
    expect(next).toMatchObject({ outcome: "decided", status: "REJECTED" });
    expect(p.calls.list).toBeGreaterThan(0);
    expect(p.calls.decide).toHaveLength(2);
  });

  it("a refusal that was applied after all (the order reads decided) is not sent again", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId)]);
    p.script.push(async (_call, apply) => {
      apply();
      throw wantsAnotherField("VALIDATION_ERROR");
    });
    await withPlatform(p.platform, () => decideOrder(reject(docId), actor));
    const next = await withPlatform(p.platform, () => decideOrder(reject(docId), actor));
    expect(next).toMatchObject({ outcome: "already_decided", status: "REJECTED" });
    expect(next.message).toContain("was already decided at the platform");
    expect(p.calls.decide).toHaveLength(1);
  });
});

describe("decideOrder: error codes the interface does not name", () => {
  it("a 409 under a code of its own is read back: the decision the platform holds is reported", async () => {
    const docId = newDoc();
    const p = fakePlatform([order(docId, "CONFIRMED")]);
    p.script.push(async () => {
      throw new ProviderError({
        api: "restriction",
        kind: "http",
        status: 409,
        code: "ORDER_STATUS_CONFLICT",
        method: "POST",
        path: "/api/v1/orders/x:reject",
        requestId: "r",
      });
    });
    const o = await withPlatform(p.platform, () => decideOrder(reject(docId), actor));
    expect(o).toMatchObject({ outcome: "already_decided", status: "CONFIRMED", providerStatus: 409 });
    expect(o.message).toContain("was already decided at the platform: it is CONFIRMED");
  });
});
