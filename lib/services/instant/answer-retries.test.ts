import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordPendingConfirmation, resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { ProviderError } from "@/lib/errors/provider-error";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { RETRY_MARGIN_MS, TRY_TIMEOUT_MS } from "./answer-attempts";
import { decideConfirmation } from "./decide-confirmation";
import { withPlatform } from "../platform/registry";

// An answer sent again inside its window after a 5xx or no answer at all, against a real PostgreSQL and a
// fake platform that answers each try as told (then takes the answer).

const test = withAppTestDatabase();
const actor = (): TActor => ({
  user: { id: randomUUID(), email: "ops@example.com" },
  requestId: `req-${randomUUID()}`,
  ip: null,
});
let nextTrx = 830_000_000;

async function queued(agoMs = 0): Promise<{ trxId: string; deadline: number }> {
  const trxId = ++nextTrx;
  const notifiedAt = new Date(Date.now() - agoMs);
  await recordPendingConfirmation(test.db, {
    trxId: BigInt(trxId),
    endToEndId: null,
    receivedAt: notifiedAt,
    notifiedAt,
    enteredAt: null,
    amount: 100n,
    currency: "EUR",
    debtorAccount: null,
    creditorAccount: null,
    deliveryId: 1n,
  });
  return { trxId: String(trxId), deadline: notifiedAt.getTime() + 5_000 };
}

const fail = (kind: ProviderError["kind"], status: number | null = null, code?: string) =>
  new ProviderError({ api: "gateway", kind, status, code, method: "POST", path: "/v1/x", requestId: "r" });
const e500 = () => fail("http", 500, "INTERNAL_ERROR");

type TCall = { at: number; ended: number; timeoutMs: number };
/** Answers the tries in order with `script` (an error thrown, or taken when null), then `rest`. */
function platform(script: (ProviderError | null)[], rest: () => ProviderError | null = () => null) {
  const calls: TCall[] = [];
  const gateway = {
    async respondToInstantPayment(_trx: number, _answer: unknown, opts: { timeoutMs?: number }) {
      const call = { at: Date.now(), ended: 0, timeoutMs: opts.timeoutMs! };
      calls.push(call);
      const outcome = script.length ? script.shift()! : rest();
      call.ended = Date.now();
      if (outcome) throw outcome;
    },
  };
  return { platform: { gateway }, calls };
}
const rowOf = (trxId: string) =>
  test.db.pendingConfirmation.findUniqueOrThrow({ where: { trxId: BigInt(trxId) } });
const auditOf = (trxId: string) =>
  test.db.auditEvent.findMany({
    where: { action: "instant.decide", target: `payment:${trxId}` },
    orderBy: { id: "asc" },
  });

describe("sending an answer again inside its window", () => {
  it("a 500 then a success: taken on the second try, both tries recorded, shown and audited", async () => {
    const { trxId } = await queued();
    const p = platform([e500(), null]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );

    expect(p.calls).toHaveLength(2);
    expect(p.calls[1]!.at - p.calls[0]!.ended).toBeGreaterThanOrEqual(45); // the first pause, 50 ms
    expect(o).toMatchObject({
      ok: true,
      row: {
        phase: "answered",
        answerState: "sent",
        answerAttempts: [
          { outcome: "server_error", httpStatus: 500, code: "INTERNAL_ERROR", afterMs: null },
          { outcome: "taken", afterMs: 50 },
        ],
      },
    });
    expect(await rowOf(trxId)).toMatchObject({ answerState: "sent", answerHttpStatus: 200 });
    const audits = await auditOf(trxId);
    // One attempt row before the first try, one outcome row after the last.
    expect(audits.map((a) => a.outcome)).toEqual(["attempted", "success"]);
    expect((audits[1]!.detail as { attempts: unknown[] }).attempts).toEqual([
      expect.objectContaining({ outcome: "server_error", httpStatus: 500, ms: expect.any(Number) }),
      expect.objectContaining({ outcome: "taken", at: expect.any(String) }),
    ]);
  });

  it("a lost connection is sent again too", async () => {
    const { trxId } = await queued();
    const p = platform([fail("connection"), null]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "REJECT", reasonCode: "AC04" }, actor()),
    );
    expect(p.calls).toHaveLength(2);
    expect(o.row.answerAttempts.map((a) => a.outcome)).toEqual(["connection_lost", "taken"]);
    expect(o.row.answerState).toBe("sent");
  });

  it("a try that hangs is given up after 2 s, leaving the window room for another, which is taken", async () => {
    const { trxId } = await queued();
    const p = platform([fail("timeout"), null]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );
    expect(p.calls.map((c) => c.timeoutMs)).toEqual([TRY_TIMEOUT_MS, TRY_TIMEOUT_MS]);
    // The second try was taken, so the first was not (it would have been refused as no longer pending).
    expect(o.row).toMatchObject({ answerState: "sent", phase: "answered" });
    expect(o.row.answerAttempts.map((a) => a.outcome)).toEqual(["timed_out", "taken"]);
  });

  it("repeated 5xx: tries with growing pauses, and none sent too close to the deadline", async () => {
    const { trxId, deadline } = await queued(2_500);
    const p = platform([], e500);
    const started = Date.now();
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );

    expect(p.calls.length).toBeGreaterThanOrEqual(3);
    p.calls.forEach((call, i) => {
      expect(call.at).toBeLessThanOrEqual(deadline - RETRY_MARGIN_MS);
      // Each try waits no longer than the window left when it was sent (plus the whole-second margin).
      const sentAfter = i === 0 ? started : p.calls[i - 1]!.ended;
      expect(call.timeoutMs).toBeLessThanOrEqual(deadline - sentAfter + 1_000);
    });
    expect(Date.now()).toBeLessThan(deadline);
    const pauses = o.row.answerAttempts.slice(1).map((a) => a.afterMs);
    expect(pauses).toEqual([50, 100, 200, 400, 800, 800].slice(0, pauses.length));
    expect(o).toMatchObject({
      ok: true,
      row: {
        phase: "answering",
        answerState: "unknown",
        answerMessage: expect.stringMatching(
          new RegExp(
            `answered with an error \\(HTTP 500, INTERNAL_ERROR\\) to the last of ${p.calls.length} tries`,
          ),
        ),
      },
    });
    expect(o.row.answerAttempts).toHaveLength(p.calls.length);
  });

  it("a refusal after a try that got no answer is unknown, not refused: the earlier one may have been taken", async () => {
    const { trxId } = await queued();
    const p = platform([fail("timeout"), fail("http", 400, "ILLEGAL_TRANSACTION_STATUS")]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );

    expect(o).toMatchObject({
      ok: true,
      row: {
        phase: "answering",
        answerState: "unknown",
        answerCode: "ILLEGAL_TRANSACTION_STATUS",
        answerMessage: expect.stringMatching(/earlier try got no clear answer and may have been taken/),
        answerAttempts: [{ outcome: "timed_out" }, { outcome: "refused", httpStatus: 400 }],
      },
    });
    // Nobody may answer it again; the platform's Accepted (inside the window) shows ours was taken.
    await expect(
      withPlatform(p.platform, () => decideConfirmation({ trxId, decision: "ACCEPT" }, actor())),
    ).rejects.toMatchObject({
      code: "conflict",
    });
    expect(p.calls).toHaveLength(2);
    await resolvePendingConfirmation(test.db, BigInt(trxId), "Accepted", new Date());
    expect(await rowOf(trxId)).toMatchObject({ answerState: "sent", outcomeStatus: "Accepted" });
  });

  it("a 4xx on the first try is the platform's verdict: never sent again", async () => {
    const { trxId } = await queued();
    const p = platform([fail("http", 403, "FEATURE_DISABLED")]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );
    expect(p.calls).toHaveLength(1);
    expect(o).toMatchObject({
      ok: false,
      row: { answerState: "refused", answerAttempts: [{ outcome: "refused" }] },
    });
  });
});
