import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_CHANNEL } from "@/lib/live-topics";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TApprovalResult } from "@/lib/schemas/payments";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import type { TApprovalDeps } from "./approval-deps";
import { approvePayment } from "./approve-payment";
import { approvePayments } from "./approve-payments";

// The approval service against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that counts its calls.

const test = withAppTestDatabase();
const actor = (email = "ops@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: "req-test",
  ip: null,
});
const heard: { topic: string; ref: string }[] = [];
let listener: Client;
beforeAll(async () => {
  listener = new Client({ connectionString: test.url });
  await listener.connect();
  listener.on("notification", (n) => heard.push(JSON.parse(n.payload ?? "{}")));
  await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
});
afterAll(async () => listener?.end());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let nextTrx = 700_000;
const newTrx = () => ++nextTrx;

const refusal = (code: string | undefined, status: number | null, kind: ProviderError["kind"] = "http") =>
  new ProviderError({ api: "gateway", kind, status, code, method: "PATCH", path: "/v1/x", requestId: "r" });

type TAnswer = (trxId: number) => Promise<TApprovalResult>;
function fakePlatform(answers: TAnswer[] = [], opts: { status?: string | null; concurrency?: number } = {}) {
  const calls: number[] = [];
  const statusReads: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const signed: TAnswer = async (trxId) => ({
    signatureId: 9000 + calls.length,
    signatureWeight: 1,
    signedAt: "2026-11-24T10:00:00.000Z",
    signer: "api-sepa-approver-client",
    transactionId: trxId,
  });
  const deps: TApprovalDeps = {
    async approve(trxId) {
      calls.push(trxId);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await (answers.shift() ?? signed)(trxId);
      } finally {
        inFlight--;
      }
    },
    async statusOf(trxId) {
      statusReads.push(trxId);
      return opts.status ?? null;
    },
    timeoutMs: 1000,
    concurrency: opts.concurrency ?? 8,
  };
  return { deps, calls, statusReads, maxInFlight: () => maxInFlight };
}

const auditOf = (trxId: number) =>
  test.db.auditEvent.findMany({
    // Outcome rows; the attempt the claim writes: approve-audit-attempt.test.ts.
    where: { action: "payment.approve", target: `payment:${trxId}`, outcome: { not: "attempted" } },
    orderBy: { id: "asc" },
  });
const rowOf = (trxId: number) =>
  test.db.paymentApproval.findUniqueOrThrow({ where: { trxId: BigInt(trxId) } });

describe("approvePayment", () => {
  it("approves, stores the result, audits the attempt and announces it", async () => {
    const trxId = newTrx();
    const p = fakePlatform();
    const before = await test.db.changeEvent.count({ where: { topic: "approvals", ref: String(trxId) } });
    const o = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
    expect(o).toMatchObject({
      outcome: "approved",
      replay: false,
      result: { signer: "api-sepa-approver-client" },
    });
    expect(p.calls).toEqual([trxId]);
    expect(await rowOf(trxId)).toMatchObject({
      state: "approved",
      signer: "api-sepa-approver-client",
      signatureWeight: 1,
    });
    expect(await auditOf(trxId)).toEqual([
      expect.objectContaining({
        outcome: "success",
        actorEmail: "ops@example.com",
        providerStatus: 200,
        detail: expect.objectContaining({
          result: "approved",
          platformCalled: true,
          signer: "api-sepa-approver-client",
        }),
      }),
    ]);
    expect(await test.db.changeEvent.count({ where: { topic: "approvals", ref: String(trxId) } })).toBe(
      before + 1,
    );
    await expect
      .poll(() => heard.filter((h) => h.ref === String(trxId)))
      .toEqual([expect.objectContaining({ topic: "approvals", ref: String(trxId) })]);
  });

  it("answers a repeated intent, or another person's, from the stored result without calling again", async () => {
    const trxId = newTrx();
    const intentId = randomUUID();
    const p = fakePlatform();
    const first = await approvePayment({ trxId, intentId }, actor(), p.deps);
    const again = await approvePayment({ trxId, intentId }, actor(), p.deps);
    const other = await approvePayment({ trxId, intentId: randomUUID() }, actor("two@example.com"), p.deps);
    expect(p.calls).toEqual([trxId]);
    expect(again).toMatchObject({
      outcome: "approved",
      replay: true,
      result: first.result,
      message: first.message,
    });
    expect(other).toMatchObject({
      outcome: "approved",
      replay: true,
      message: expect.stringMatching(/Already approved through Countersign by ops@example.com/),
    });
    const audit = await auditOf(trxId);
    expect(audit.map((a) => [a.outcome, (a.detail as { replay: boolean }).replay])).toEqual([
      ["success", false],
      ["success", true],
      ["success", true],
    ]);
  });

  it("calls the platform once when two requests approve the same payment at the same moment", async () => {
    const trxId = newTrx();
    const p = fakePlatform([
      async (id) => {
        await sleep(150);
        return {
          signatureId: 1,
          signatureWeight: 1,
          signedAt: "2026-11-24T10:00:00Z",
          signer: "x",
          transactionId: id,
        };
      },
    ]);
    const [a, b] = await Promise.all([
      approvePayment({ trxId, intentId: randomUUID() }, actor("a@example.com"), p.deps),
      approvePayment({ trxId, intentId: randomUUID() }, actor("b@example.com"), p.deps),
    ]);
    expect(p.calls).toEqual([trxId]);
    expect([a.outcome, b.outcome].sort()).toEqual(["approved", "in_progress"]);
    const waiting = a.outcome === "in_progress" ? a : b;
    expect(waiting.message).toMatch(/is approving this payment right now/);
    expect((await auditOf(trxId)).map((r) => r.outcome).sort()).toEqual(["failure", "success"]);
  });

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
    const first = await approvePayment({ trxId, intentId }, actor(), p.deps);
    expect(first).toMatchObject({
      outcome: "unknown",
      message: expect.stringMatching(/did not answer in time/),
    });
    expect((await rowOf(trxId)).state).toBe("unknown");
    const retry = await approvePayment({ trxId, intentId }, actor(), p.deps);
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
      await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
      const retry = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
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
    await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
    const retry = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
    expect(p.calls).toEqual([trxId]);
    expect(retry).toMatchObject({ outcome: "unknown", message: expect.stringMatching(/nothing was sent/) });
    expect((await rowOf(trxId)).state).toBe("unknown");
  });

  it("without an unanswered attempt, the same refusal is not claimed as ours", async () => {
    const trxId = newTrx();
    const p = fakePlatform([async () => Promise.reject(refusal("ILLEGAL_TRANSACTION_STATUS", 400))], {
      status: "Signed",
    });
    const o = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
    expect(o).toMatchObject({ outcome: "refused", message: expect.stringMatching(/approved elsewhere/) });
  });

  it("lets a refused payment be tried again, and says why it was refused", async () => {
    const trxId = newTrx();
    const p = fakePlatform([async () => Promise.reject(refusal("API_APPROVAL_NOT_ALLOWED", 403))]);
    const first = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
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
    const second = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
    expect(second.outcome).toBe("approved");
    expect(p.calls).toEqual([trxId, trxId]);
  });

  it("treats a pending claim older than twice the platform timeout as unanswered, and takes it over", async () => {
    const trxId = newTrx();
    await test.db.$executeRaw`
      INSERT INTO payment_approvals (trx_id, state, intent_id, user_id, user_email, started_at)
      VALUES (${trxId}, 'pending', ${randomUUID()}::uuid, ${randomUUID()}::uuid, 'gone@example.com', now() - interval '5 seconds')`;
    const p = fakePlatform([], { status: "Accepted" });
    const o = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
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
    const o = await approvePayment({ trxId, intentId: randomUUID() }, actor(), p.deps);
    expect(p.calls).toEqual([]);
    expect(o).toMatchObject({
      outcome: "in_progress",
      message: expect.stringMatching(/busy@example.com is approving/),
    });
  });
});

describe("approvePayments", () => {
  it("keeps at most `concurrency` calls in flight and answers every row in order", async () => {
    const ids = Array.from({ length: 30 }, newTrx);
    const p = fakePlatform(
      ids.map((_, i) => async (id: number) => {
        await sleep(10);
        if (i === 7) throw refusal("SAME_CLIENT_APPROVAL", 403);
        return {
          signatureId: i,
          signatureWeight: 1,
          signedAt: "2026-11-24T10:00:00Z",
          signer: "s",
          transactionId: id,
        };
      }),
      { concurrency: 4 },
    );
    const outcomes = await approvePayments(
      ids.map((trxId) => ({ trxId, intentId: randomUUID() })),
      actor(),
      p.deps,
    );
    expect(outcomes.map((o) => o.trxId)).toEqual(ids);
    expect(p.maxInFlight()).toBe(4);
    expect(outcomes.filter((o) => o.outcome === "approved")).toHaveLength(29);
    expect(outcomes.find((o) => o.outcome === "refused")?.providerCode).toBe("SAME_CLIENT_APPROVAL");
  });
});
