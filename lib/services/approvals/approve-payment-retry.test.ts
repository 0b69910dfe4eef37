import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { actor, approveFixtures } from "@/lib/testing/approve-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { fakeApprovalPlatform as fakePlatform, refusal } from "@/lib/testing/fake-approval-platform";
import { withPlatform } from "../platform/registry";
import { approvePayment } from "./approve-payment";

// The approval service's second attempts, against a real PostgreSQL with a fake platform: after a timeout or
// a lost answer it reads the payment's status first, a refusal may be tried again, and a stale claim is taken
// over while a fresh one is left alone.

const test = withAppTestDatabase();
const { newTrx, auditOf, rowOf } = approveFixtures(() => test.db);

describe("approvePayment after a lost or refused answer", () => {
  it("after a timeout, a retry reads the status first and approves again only while it is TO_SIGN", async () => {
    const trxId = newTrx();
    const intentId = randomUUID();
    const p = fakePlatform(
      [
        async () => {
          throw refusal(undefined, null, "timeout");
        },
        async () => {
          throw refusal("ALREADY_APPROVED", 409);
        },
      ],
      { status: "To sign" },
    );
    const first = await withPlatform(p.platform, () => approvePayment({ trxId, intentId }, actor()));
    expect(first).toMatchObject({
      outcome: "unknown",
      message: expect.stringMatching(/did not answer in time/),
    });
    expect((await rowOf(trxId)).state).toBe("unknown");
    const retry = await withPlatform(p.platform, () => approvePayment({ trxId, intentId }, actor()));
    expect(p.statusReads).toEqual([trxId]);
    expect(retry).toMatchObject({
      outcome: "approved",
      providerCode: "ALREADY_APPROVED",
      message: expect.stringMatching(/earlier attempt went through/),
    });
    expect(p.calls).toEqual([trxId, trxId]);
    expect(await rowOf(trxId)).toMatchObject({ state: "approved", attempts: 2 });
  });

  it.each(["Signed", "Accepted", "Rejected"])(
    "after a lost answer, a payment now %s is not approved again: no PATCH, and says why",
    async (status) => {
      const trxId = newTrx();
      const p = fakePlatform([async () => Promise.reject(refusal(undefined, null, "connection"))], {
        status,
      });
      await withPlatform(p.platform, () => approvePayment({ trxId, intentId: randomUUID() }, actor()));
      const retry = await withPlatform(p.platform, () =>
        approvePayment({ trxId, intentId: randomUUID() }, actor()),
      );
      expect(p.calls).toEqual([trxId]);
      expect(p.statusReads).toEqual([trxId]);
      expect(retry).toMatchObject(
        status === "Rejected"
          ? { outcome: "refused", message: expect.stringMatching(/now Rejected/) }
          : { outcome: "approved", message: expect.stringMatching(/now .*got no answer went through/) },
      );
      const audit = await auditOf(trxId);
      expect(audit[1]!.detail).toMatchObject({ platformCalled: false, attempt: 2 });
    },
  );

  it("after a lost answer, a payment that cannot be read is not approved again and stays unknown", async () => {
    const trxId = newTrx();
    const p = fakePlatform([async () => Promise.reject(refusal(undefined, 503))], { status: null });
    await withPlatform(p.platform, () => approvePayment({ trxId, intentId: randomUUID() }, actor()));
    const retry = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
    expect(p.calls).toEqual([trxId]);
    expect(retry).toMatchObject({ outcome: "unknown", message: expect.stringMatching(/nothing was sent/) });
    expect((await rowOf(trxId)).state).toBe("unknown");
  });

  it("without an unanswered attempt, the same refusal is not claimed as ours", async () => {
    const trxId = newTrx();
    const p = fakePlatform([async () => Promise.reject(refusal("ILLEGAL_TRANSACTION_STATUS", 400))], {
      status: "Signed",
    });
    const o = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
    expect(o).toMatchObject({ outcome: "refused", message: expect.stringMatching(/approved elsewhere/) });
  });

  it("lets a refused payment be tried again, and says why it was refused", async () => {
    const trxId = newTrx();
    const p = fakePlatform([async () => Promise.reject(refusal("API_APPROVAL_NOT_ALLOWED", 403))]);
    const first = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
    expect(first).toMatchObject({
      outcome: "refused",
      providerCode: "API_APPROVAL_NOT_ALLOWED",
      providerStatus: 403,
    });
    expect(first.message).toMatch(/approved there/);
    expect(await auditOf(trxId)).toEqual([
      expect.objectContaining({
        outcome: "failure",
        providerCode: "API_APPROVAL_NOT_ALLOWED",
        providerStatus: 403,
      }),
    ]);
    const second = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
    expect(second.outcome).toBe("approved");
    expect(p.calls).toEqual([trxId, trxId]);
  });

  it("treats a pending claim older than twice the platform timeout as unanswered, and takes it over", async () => {
    const trxId = newTrx();
    await test.db.$executeRaw`
      INSERT INTO payment_approvals (trx_id, state, intent_id, user_id, user_email, started_at)
      VALUES (${trxId}, 'pending', ${randomUUID()}::uuid, ${randomUUID()}::uuid, 'gone@example.com', now() - interval '5 seconds')`;
    const p = fakePlatform([], { status: "Accepted" });
    const o = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
    expect(p.statusReads).toEqual([trxId]);
    expect(p.calls).toEqual([]);
    expect(o.outcome).toBe("approved"); // the dead request's call went through: the payment moved on
  });

  it("leaves a fresh pending claim alone: being approved elsewhere", async () => {
    const trxId = newTrx();
    await test.db.$executeRaw`
      INSERT INTO payment_approvals (trx_id, state, intent_id, user_id, user_email)
      VALUES (${trxId}, 'pending', ${randomUUID()}::uuid, ${randomUUID()}::uuid, 'busy@example.com')`;
    const p = fakePlatform();
    const o = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
    expect(p.calls).toEqual([]);
    expect(o).toMatchObject({
      outcome: "in_progress",
      message: expect.stringMatching(/busy@example.com is approving/),
    });
  });
});
