import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_CHANNEL } from "@/lib/live-topics";
import { fakeApprovalPlatform as fakePlatform, refusal } from "@/lib/testing/fake-approval-platform";
import { actor, approveFixtures } from "@/lib/testing/approve-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { approvePayment } from "./approve-payment";
import { approvePayments } from "./approve-payments";

// The approval service against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that counts its calls: the first approval, its replays, two at once, and a selection
// (the retries after a lost or refused answer: approve-payment-retry.test.ts).

const test = withAppTestDatabase();
const { newTrx, auditOf, rowOf } = approveFixtures(() => test.db);
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

describe("approvePayment", () => {
  it("approves, stores the result, audits the attempt and announces it", async () => {
    const trxId = newTrx();
    const p = fakePlatform();
    const before = await test.db.changeEvent.count({ where: { topic: "approvals", ref: String(trxId) } });
    const o = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor()),
    );
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
    const first = await withPlatform(p.platform, () => approvePayment({ trxId, intentId }, actor()));
    const again = await withPlatform(p.platform, () => approvePayment({ trxId, intentId }, actor()));
    const other = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor("two@example.com")),
    );
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
    // The platform holds its answer until one request has been answered: the other, which found the claim,
    // however slowly the machine runs both (a fixed sleep let a slow second request find the result instead).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const p = fakePlatform([
      async (id) => {
        await released;
        return {
          signatureId: 1,
          signatureWeight: 1,
          signedAt: "2026-11-24T10:00:00Z",
          signer: "x",
          transactionId: id,
        };
      },
    ]);
    const run = (email: string) =>
      withPlatform(p.platform, () => approvePayment({ trxId, intentId: randomUUID() }, actor(email)));
    const first = run("a@example.com");
    const second = run("b@example.com");
    // Were both to call the platform, neither would answer first: release after 5 s so the test fails on
    // the calls below rather than timing out.
    await Promise.race([first, second, sleep(5_000)]);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(p.calls).toEqual([trxId]);
    expect([a.outcome, b.outcome].sort()).toEqual(["approved", "in_progress"]);
    const waiting = a.outcome === "in_progress" ? a : b;
    expect(waiting.message).toMatch(/is approving this payment right now/);
    expect((await auditOf(trxId)).map((r) => r.outcome).sort()).toEqual(["failure", "success"]);
  });
});

describe("approvePayments", () => {
  it("keeps at most `concurrency` calls in flight and answers every row in order", async () => {
    const ids = Array.from({ length: 30 }, newTrx);
    const p = fakePlatform(
      ids.map((_, i) => async (id: number) => {
        await sleep(50);
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
    const outcomes = await withPlatform(p.platform, () =>
      approvePayments(
        ids.map((trxId) => ({ trxId, intentId: randomUUID() })),
        actor(),
      ),
    );
    expect(outcomes.map((o) => o.trxId)).toEqual(ids);
    // Never more than the limit; several at once (how many meet at the platform depends on how fast each
    // row's database work is on a busy machine, so not exactly 4).
    expect(p.maxInFlight()).toBeLessThanOrEqual(4);
    expect(p.maxInFlight()).toBeGreaterThanOrEqual(2);
    expect(outcomes.filter((o) => o.outcome === "approved")).toHaveLength(29);
    expect(outcomes.find((o) => o.outcome === "refused")?.providerCode).toBe("SAME_CLIENT_APPROVAL");
  });
});
