import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { TActor } from "@/lib/services/actor";

// For the approval service's tests (lib/services/approvals/approve-payment*.test.ts): a person, a fresh
// payment id per test, and the rows the service writes. `db` is the test file's own database.

export const actor = (email = "ops@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: "req-test",
  ip: null,
});

export function approveFixtures(db: () => Db) {
  let nextTrx = 700_000;
  return {
    newTrx: () => ++nextTrx,
    auditOf: (trxId: number) =>
      db().auditEvent.findMany({
        // Outcome rows; the attempt the claim writes: approve-audit-attempt.test.ts.
        where: { action: "payment.approve", target: `payment:${trxId}`, outcome: { not: "attempted" } },
        orderBy: { id: "asc" },
      }),
    rowOf: (trxId: number) => db().paymentApproval.findUniqueOrThrow({ where: { trxId: BigInt(trxId) } }),
  };
}
