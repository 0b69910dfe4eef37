import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordPendingConfirmation, resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TInstantAnswer } from "@/lib/domain/instant/confirmations";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { decideConfirmation } from "./decide-confirmation";
import { withPlatform } from "../platform/registry";

// The answer service's refused, timed-out and contradicted answers against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that records its calls.

const test = withAppTestDatabase();
const actor = (email = "ops@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: `req-${randomUUID()}`,
  ip: "127.0.0.1",
});
let nextTrx = 810_000_000;

/** A payment queued as the webhook handler queues it, notified `agoMs` ago (deadline 5 s after that). */
async function queued(agoMs = 0): Promise<string> {
  const trxId = ++nextTrx;
  const notifiedAt = new Date(Date.now() - agoMs);
  await recordPendingConfirmation(test.db, {
    trxId: BigInt(trxId),
    endToEndId: `E2E-${trxId}`,
    receivedAt: notifiedAt,
    notifiedAt,
    enteredAt: null,
    amount: 4_200n,
    currency: "EUR",
    debtorAccount: "FR1420041010050500013M02606",
    creditorAccount: "DE89370400440532013000",
    deliveryId: 1n,
  });
  return String(trxId);
}

type TCall = { trxId: number; answer: TInstantAnswer; timeoutMs: number };
function fakePlatform(answers: (() => Promise<void>)[] = []) {
  const calls: TCall[] = [];
  const gateway = {
    async respondToInstantPayment(trxId: number, answer: TInstantAnswer, opts: { timeoutMs?: number }) {
      calls.push({ trxId, answer, timeoutMs: opts.timeoutMs! });
      await (answers.shift() ?? (async () => {}))();
    },
  };
  return { platform: { gateway }, calls };
}
const refusal = (code: string, status = 400, kind: ProviderError["kind"] = "http") =>
  new ProviderError({
    api: "gateway",
    kind,
    status: kind === "http" ? status : null,
    code,
    method: "POST",
    path: "/v1/x",
    requestId: "r",
  });
const rowOf = (trxId: string) =>
  test.db.pendingConfirmation.findUniqueOrThrow({ where: { trxId: BigInt(trxId) } });
const auditOf = (trxId: string) =>
  test.db.auditEvent.findMany({
    where: { action: "instant.decide", target: `payment:${trxId}` },
    orderBy: { id: "asc" },
  });

describe("decideConfirmation: refused and unanswered", () => {
  it("a refused answer is worded, keeps the row answerable, and a person can answer again", async () => {
    const trxId = await queued();
    const p = fakePlatform([
      async () => {
        throw refusal("FEATURE_DISABLED", 403);
      },
    ]);
    const first = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor("a@example.com")),
    );
    expect(first).toMatchObject({
      ok: false,
      providerCode: "FEATURE_DISABLED",
      message: expect.stringMatching(/switched off for this tenant \(a tenant setting/),
      row: { phase: "refused", answerState: "refused", answerCode: "FEATURE_DISABLED" },
    });
    expect(await rowOf(trxId)).toMatchObject({ answerState: "refused", answerHttpStatus: 403 });
    const second = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "REJECT", reasonCode: "CUST" }, actor("b@example.com")),
    );
    expect(second).toMatchObject({
      ok: true,
      row: { phase: "answered", decidedBy: "b@example.com", answerCode: null },
    });
    expect(p.calls).toHaveLength(2);
    expect((await auditOf(trxId)).map((a) => [a.outcome, a.providerCode])).toEqual([
      ["attempted", null],
      ["failure", "FEATURE_DISABLED"],
      ["attempted", null],
      ["success", null],
    ]);
  });

  it.each([
    ["ILLEGAL_TRANSACTION_STATUS", /already answered or decided/],
    ["CONFIRMATION_WINDOW_EXPIRED", /window closed before the answer arrived/],
    ["TRANSACTION_NOT_FOUND", /does not know this payment/],
    ["VALIDATION_ERROR", /refused the answer's content/],
    ["SOMETHING_NEW", /refused the answer \(HTTP 400, SOMETHING_NEW\)/],
  ])("words the platform's %s", async (code, words) => {
    const trxId = await queued();
    const p = fakePlatform([
      async () => {
        throw refusal(code, code === "TRANSACTION_NOT_FOUND" ? 404 : 400);
      },
    ]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );
    expect(o).toMatchObject({ ok: false, providerCode: code, message: expect.stringMatching(words) });
  });

  it("a timeout leaves the answer unknown: nobody may answer again, and the outcome settles it", async () => {
    // Sent again while the window lasts (answer-retries.test.ts); here every try times out.
    const trxId = await queued(3_500);
    const p = fakePlatform(
      Array.from({ length: 10 }, () => async () => {
        throw refusal("", 0, "timeout");
      }),
    );
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );
    expect(o).toMatchObject({
      ok: true,
      row: {
        phase: "answering",
        answerState: "unknown",
        answerMessage: expect.stringMatching(/did not answer in time/),
      },
    });
    await expect(
      withPlatform(p.platform, () =>
        decideConfirmation({ trxId, decision: "ACCEPT" }, actor("b@example.com")),
      ),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/^Already accepted by ops@example.com/),
    });
    expect(p.calls).toHaveLength(o.row.answerAttempts.length);
    // The platform's Accepted arrives before the deadline: our answer was the one taken.
    await resolvePendingConfirmation(test.db, BigInt(trxId), "Accepted", new Date());
    expect(await rowOf(trxId)).toMatchObject({ answerState: "sent", outcomeStatus: "Accepted" });
  });

  it("an unknown answer the outcome contradicts reads as the platform's fallback", async () => {
    const trxId = await queued(3_500);
    const p = fakePlatform(
      Array.from({ length: 10 }, () => async () => {
        throw refusal("", 503);
      }),
    );
    await withPlatform(p.platform, () => decideConfirmation({ trxId, decision: "ACCEPT" }, actor()));
    await resolvePendingConfirmation(test.db, BigInt(trxId), "Rejected", new Date());
    expect(await rowOf(trxId)).toMatchObject({ answerState: "unknown", outcomeStatus: "Rejected" });
    const { getDecisionHistory } = await import("./list-decision-history");
    const page = await getDecisionHistory({ source: "fallback", limit: 100 });
    expect(page.rows.find((r) => r.trxId === trxId)).toMatchObject({ phase: "settled", fallback: true });
  });
});
