import { describe, expect, it } from "vitest";
import { resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { actor, fakePlatform, instantDecideFixtures } from "@/lib/testing/instant-decide-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { TRY_TIMEOUT_MS } from "./answer-attempts";
import { decideConfirmation } from "./decide-confirmation";
import { withPlatform } from "../platform/registry";

// The answer service against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that records its calls.

const test = withAppTestDatabase();
const { queued, rowOf, auditOf } = instantDecideFixtures(() => test.db);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe("decideConfirmation", () => {
  it("claims, answers the platform within the window, records the answer, audits and announces it", async () => {
    const before = Date.now();
    const trxId = await queued();
    const p = fakePlatform();
    const who = actor();
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "REJECT", reasonCode: "AC04" }, who),
    );

    expect(p.calls).toEqual([
      {
        trxId: Number(trxId),
        answer: { decision: "REJECT", reasonCode: "AC04" },
        timeoutMs: expect.any(Number),
      },
    ]);
    // Bounded by what is left of the window plus the margin, and by one try's own limit (2 s, leaving
    // room for another try): never the platform's 10 s default.
    expect(p.calls[0]!.timeoutMs).toBeGreaterThanOrEqual(
      Math.min(before + 5_000 - Date.now() + 1_000, TRY_TIMEOUT_MS),
    );
    expect(p.calls[0]!.timeoutMs).toBeLessThanOrEqual(TRY_TIMEOUT_MS);
    expect(o).toMatchObject({
      ok: true,
      row: {
        trxId,
        phase: "answered",
        decision: "REJECT",
        reasonCode: "AC04",
        decisionSource: "user",
        decidedBy: "ops@example.com",
        answerState: "sent",
        fallback: false,
      },
    });
    expect(o.row.latencyMs).toBeGreaterThanOrEqual(0);
    expect(await rowOf(trxId)).toMatchObject({
      answerState: "sent",
      answerHttpStatus: 200,
      decidedByUserId: who.user.id,
    });
    const audits = await auditOf(trxId);
    expect(audits).toEqual([
      expect.objectContaining({ outcome: "attempted", requestId: who.requestId }),
      expect.objectContaining({
        outcome: "success",
        actorEmail: "ops@example.com",
        requestId: who.requestId,
        providerStatus: 200,
        detail: expect.objectContaining({
          decision: "REJECT",
          reasonCode: "AC04",
          answerState: "sent",
          platformCalled: true,
        }),
      }),
    ]);
    expect(audits[1]!.attemptId).toBe(audits[0]!.id);
    // Claim and finish each announce the change.
    expect(await test.db.changeEvent.count({ where: { topic: "instant", ref: trxId } })).toBe(2);
  });

  it("calls the platform once when two people answer at the same moment; the other is told who answered", async () => {
    const trxId = await queued();
    const p = fakePlatform([() => sleep(150)]);
    const results = await Promise.allSettled([
      withPlatform(p.platform, () =>
        decideConfirmation({ trxId, decision: "ACCEPT" }, actor("a@example.com")),
      ),
      withPlatform(p.platform, () =>
        decideConfirmation({ trxId, decision: "REJECT", reasonCode: "FRAD" }, actor("b@example.com")),
      ),
    ]);
    expect(p.calls).toHaveLength(1);
    const won = results.find((r) => r.status === "fulfilled");
    const lost = results.find((r) => r.status === "rejected");
    expect(won && lost).toBeTruthy();
    const winner = (won as PromiseFulfilledResult<{ row: { decidedBy: string } }>).value.row.decidedBy;
    expect((lost as PromiseRejectedResult).reason).toMatchObject({
      code: "conflict",
      message: expect.stringContaining(`by ${winner}`),
    });
    // The winner's attempt and outcome; the loser's refusal (no platform call, so no attempt).
    expect((await auditOf(trxId)).map((a) => a.outcome).sort()).toEqual(["attempted", "failure", "success"]);
  });

  it("refuses without calling the platform after the deadline, when settled, and when not queued", async () => {
    const p = fakePlatform();
    const late = await queued(6_000);
    await expect(
      withPlatform(p.platform, () => decideConfirmation({ trxId: late, decision: "ACCEPT" }, actor())),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(
        /^The 5-second window closed at \d\d:\d\d:\d\d UTC; the platform decides by its fallback/,
      ),
    });
    const settled = await queued();
    await resolvePendingConfirmation(test.db, BigInt(settled), "Rejected", new Date());
    await expect(
      withPlatform(p.platform, () => decideConfirmation({ trxId: settled, decision: "ACCEPT" }, actor())),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/already settled this payment by its fallback: it is Rejected/),
    });
    await expect(
      withPlatform(p.platform, () => decideConfirmation({ trxId: "1", decision: "ACCEPT" }, actor())),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    expect(p.calls).toEqual([]);
    expect((await auditOf(late))[0]!.detail).toMatchObject({ platformCalled: false, reason: "expired" });
  });
});
