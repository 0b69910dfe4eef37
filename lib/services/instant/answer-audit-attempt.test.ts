import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordPendingConfirmation } from "@/lib/db/pending-confirmations";
import { forgetRuleSetCache } from "@/lib/services/confirmation-rules/rule-set-in-force";
import { saveRuleSet } from "@/lib/services/confirmation-rules/save-rule-set";
import { databaseOutage } from "@/lib/testing/database-outage";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { applyRules } from "./apply-rules";
import { decideConfirmation } from "./decide-confirmation";
import { withPlatform } from "../platform/registry";

// Issue 14, finding 5, for Instant answers: the claim writes an 'attempted' audit row before the platform
// is called, so a database lost after the platform took the answer still leaves a row naming who answered
// what (on main the only row was written after the answer, so nothing was audited then).

const test = withAppTestDatabase();
const outage = databaseOutage(test);
afterEach(() => outage.restart());
beforeEach(() => forgetRuleSetCache());

let nextTrx = 820_000_000;
async function queued(): Promise<bigint> {
  const trxId = BigInt(++nextTrx);
  const now = new Date();
  await recordPendingConfirmation(test.db, {
    trxId,
    endToEndId: `E2E-${trxId}`,
    receivedAt: now,
    notifiedAt: now,
    enteredAt: null,
    amount: 4_200n,
    currency: "EUR",
    debtorAccount: "FR1420041010050500013M02606",
    creditorAccount: "DE89370400440532013000",
    deliveryId: 1n,
  });
  return trxId;
}

/** A platform that takes every answer; `after` runs once it has. */
function platform(after: () => void = () => {}) {
  const calls: number[] = [];
  const gateway = {
    async respondToInstantPayment(trxId: number) {
      calls.push(trxId);
      after();
    },
  };
  return { platform: { gateway }, calls };
}

const auditOf = (trxId: bigint) =>
  test.db.auditEvent.findMany({ where: { target: `payment:${trxId}` }, orderBy: { id: "asc" } });

describe("Instant answer audit", () => {
  it("a person's answer: the database stops after the platform took it, and the attempt row names it", async () => {
    const trxId = await queued();
    const who: TActor = {
      user: { id: randomUUID(), email: "ops@example.com" },
      requestId: `req-${randomUUID()}`,
      ip: "192.0.2.7",
    };
    const p = platform(() => outage.stop());
    const input = { trxId: String(trxId), decision: "REJECT" as const, reasonCode: "AC04" as const };
    await expect(withPlatform(p.platform, () => decideConfirmation(input, who))).rejects.toThrow();
    outage.restart();
    expect(p.calls).toEqual([Number(trxId)]);
    expect(await auditOf(trxId)).toEqual([
      expect.objectContaining({
        action: "instant.decide",
        outcome: "attempted",
        actorId: who.user.id,
        actorEmail: "ops@example.com",
        requestId: who.requestId,
        ip: "192.0.2.7",
        detail: { decision: "REJECT", reasonCode: "AC04" },
      }),
    ]);
  });

  it("a person's answer: the outcome row names its attempt", async () => {
    const trxId = await queued();
    const who: TActor = { user: { id: randomUUID(), email: "ops@example.com" }, requestId: null, ip: null };
    await withPlatform(platform().platform, () =>
      decideConfirmation({ trxId: String(trxId), decision: "ACCEPT" }, who),
    );
    const rows = await auditOf(trxId);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ["instant.decide", "attempted"],
      ["instant.decide", "success"],
    ]);
    expect(rows[1]!.attemptId).toBe(rows[0]!.id);
  });

  it("a rule's answer: the attempt row, without an actor, survives the database stopping after the answer", async () => {
    const admin = { user: { id: randomUUID(), email: "admin@example.com" }, requestId: null, ip: null };
    const rule = { id: randomUUID(), name: "Accept small", enabled: true, conditions: {} };
    await saveRuleSet({ baseVersion: null, rules: [{ ...rule, outcome: { action: "ACCEPT" } }] }, admin);
    const trxId = await queued();
    const p = platform(() => outage.stop());
    const facts = {
      amount: 4_200n,
      currency: "EUR",
      debtorIban: null,
      debtorBic: null,
      creditorAccount: null,
      endToEndId: null,
    };
    const send = await withPlatform(p.platform, () =>
      applyRules(test.db, { trxId, deadlineAt: new Date(Date.now() + 5_000), facts }),
    );
    await expect(withPlatform(p.platform, () => send!())).rejects.toThrow();
    outage.restart();
    expect(p.calls).toEqual([Number(trxId)]);
    expect(await auditOf(trxId)).toEqual([
      expect.objectContaining({
        action: "instant.rule_decision",
        outcome: "attempted",
        actorId: null,
        actorEmail: null,
        detail: {
          decision: "ACCEPT",
          reasonCode: null,
          ruleId: rule.id,
          ruleName: rule.name,
          rulesVersion: 1,
        },
      }),
    ]);
  });
});
