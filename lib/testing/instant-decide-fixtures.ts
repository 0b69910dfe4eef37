import { randomUUID } from "node:crypto";
import { recordPendingConfirmation } from "@/lib/db/pending-confirmations";
import type { TInstantAnswer } from "@/lib/domain/instant/confirmations";
import type { TActor } from "@/lib/services/actor";
import type { Db } from "@/lib/db/client";

// For the Instant answer service's tests (lib/services/instant/decide-confirmation*.test.ts): a person, a
// payment queued as the webhook handler queues it, a fake platform that records its calls, and the rows the
// service writes. `db` is the test file's own database.

export const actor = (email = "ops@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: `req-${randomUUID()}`,
  ip: "127.0.0.1",
});

export type TCall = { trxId: number; answer: TInstantAnswer; timeoutMs: number };

/** Answers the platform call n with `answers[n]` (a rejection is a refusal), or at once when none is left. */
export function fakePlatform(answers: (() => Promise<void>)[] = []) {
  const calls: TCall[] = [];
  const gateway = {
    async respondToInstantPayment(trxId: number, answer: TInstantAnswer, opts: { timeoutMs?: number }) {
      calls.push({ trxId, answer, timeoutMs: opts.timeoutMs! });
      await (answers.shift() ?? (async () => {}))();
    },
  };
  return { platform: { gateway }, calls };
}

export function instantDecideFixtures(db: () => Db) {
  let nextTrx = 810_000_000;
  return {
    /** A payment queued as the webhook handler queues it, notified `agoMs` ago (deadline 5 s after that). */
    async queued(agoMs = 0): Promise<string> {
      const trxId = ++nextTrx;
      const notifiedAt = new Date(Date.now() - agoMs);
      await recordPendingConfirmation(db(), {
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
    },
    rowOf: (trxId: string) => db().pendingConfirmation.findUniqueOrThrow({ where: { trxId: BigInt(trxId) } }),
    auditOf: (trxId: string) =>
      db().auditEvent.findMany({
        where: { action: "instant.decide", target: `payment:${trxId}` },
        orderBy: { id: "asc" },
      }),
  };
}
