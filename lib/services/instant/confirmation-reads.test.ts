import { describe, expect, it } from "vitest";
import { recordPendingConfirmation, resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { getConfirmationQueue } from "./list-confirmation-queue";
import { getDecisionHistory } from "./list-decision-history";

// The queue and the history as the routes send them, over rows in every phase. Times count from one
// instant T and the queue is read as of T: writing the rows takes a busy machine seconds, which must not
// expire the most urgent one before it is read.

const test = withAppTestDatabase();
let nextTrx = 820_000_000;
let T = Date.now();

async function queued(notifiedAgoMs: number, set: Record<string, unknown> = {}): Promise<string> {
  const trxId = BigInt(++nextTrx);
  const notifiedAt = new Date(T - notifiedAgoMs);
  await recordPendingConfirmation(test.db, {
    trxId,
    endToEndId: `E2E-${trxId}`,
    receivedAt: notifiedAt,
    notifiedAt,
    enteredAt: null,
    amount: 123n,
    currency: "EUR",
    debtorAccount: null,
    creditorAccount: null,
    deliveryId: 1n,
  });
  if (Object.keys(set).length) await test.db.pendingConfirmation.update({ where: { trxId }, data: set });
  return trxId.toString();
}

describe("the Instant queue and history", () => {
  it("lists open payments by deadline first, then answers, expired and just-settled ones; old settled ones not", async () => {
    T = Date.now();
    const soon = await queued(4_000);
    const later = await queued(1_000);
    const refused = await queued(2_000, { answerState: "refused", answerCode: "FEATURE_DISABLED" });
    const answering = await queued(500, {
      answerState: "sending",
      decision: "ACCEPT",
      decisionSource: "rule",
    });
    const answered = await queued(800, {
      answerState: "sent",
      decision: "ACCEPT",
      decisionSource: "user",
      answeredAt: new Date(T - 790),
    });
    const expired = await queued(30_000);
    const settled = await queued(7_000);
    await resolvePendingConfirmation(test.db, BigInt(settled), "Rejected", new Date());
    const oldSettled = await queued(600_000);
    await resolvePendingConfirmation(test.db, BigInt(oldSettled), "Rejected", new Date());
    await test.db
      .$executeRaw`UPDATE pending_confirmations SET updated_at = now() - interval '5 minutes' WHERE trx_id = ${BigInt(oldSettled)}`;

    const q = await getConfirmationQueue(new Date(T));
    const mine = q.rows.filter((r) => Number(r.trxId) > 820_000_000 && Number(r.trxId) <= nextTrx);
    expect(mine.map((r) => [r.trxId, r.phase])).toEqual([
      [soon, "waiting"],
      [refused, "refused"],
      [later, "waiting"],
      [answering, "answering"],
      [answered, "answered"],
      [expired, "expired"],
      [settled, "settled"],
    ]);
    expect(q.serverNow).toBe(new Date(T).toISOString());
    // Read as the route reads it: now, by the server's clock.
    const live = await getConfirmationQueue();
    expect(Math.abs(Date.parse(live.serverNow) - Date.now())).toBeLessThan(1_000);
    const row = mine.find((r) => r.trxId === answered)!;
    expect(row.latencyMs).toBeGreaterThanOrEqual(0);
    expect(row.latencyMs).toBeLessThan(100);
    expect(mine.find((r) => r.trxId === settled)).toMatchObject({
      fallback: true,
      outcomeStatus: "Rejected",
      amount: "123",
    });
  });

  it("lists a payment that settles while the queue is read exactly once", async () => {
    // The open and the just-settled rows are two reads; a settlement landing between them once listed the
    // payment twice (a row the Instant page then drew twice). Raced many times, as the platform races it.
    T = Date.now();
    for (let round = 0; round < 60; round++) {
      const trxId = await queued(1_000);
      const [, q] = await Promise.all([
        resolvePendingConfirmation(test.db, BigInt(trxId), "Completed", new Date()),
        getConfirmationQueue(new Date(T)),
      ]);
      expect(
        q.rows.filter((r) => r.trxId === trxId),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });

  it("pages the history newest first with a keyset cursor, filtered by who decided", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await queued(100_000 - i * 1_000, i % 2 ? { decisionSource: "rule" } : {}));
    const all: string[] = [];
    let before: string | undefined;
    do {
      const page = await getDecisionHistory({ limit: 2, before });
      all.push(...page.rows.map((r) => r.trxId));
      before = page.next ?? undefined;
    } while (before);
    expect(all.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    const rules = await getDecisionHistory({ source: "rule", limit: 100 });
    expect(rules.rows.map((r) => r.trxId).filter((id) => ids.includes(id))).toEqual([ids[3], ids[1]]);
    await expect(getDecisionHistory({ limit: 5, before: "99999999999999999999:1" })).rejects.toMatchObject({
      code: "invalid_input",
    });
  });
});
