import { withAppTestDatabase } from "@/lib/testing/test-database";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { platform } from "./fake-instant-gateway";
import { resetInstantRules, rule, instantRulesHelpers } from "./instant-rules-fixtures";
import { freshId } from "./test-deliveries";

// The automatic answer end to end: a stored PENDING_CONFIRMATION delivery, processPending, the rules in
// force, and a fake gateway in place of the platform (the module gateway() comes from).
// Which answer the rules give; late, refused, looked-up and repeated: instant-rules-edge-cases.test.ts.

vi.mock("@/lib/providers/gateway/client", () => import("./fake-instant-gateway"));

const { test, inForce, arrive, ruleAudits } = instantRulesHelpers(withAppTestDatabase());

describe("rules answering pending Instant payments", () => {
  beforeEach(resetInstantRules);

  it("with no rule set, records nothing and calls nobody", async () => {
    const trx = freshId();
    const row = await arrive(trx);
    expect(row).toMatchObject({ rulesVersion: null, ruleOutcome: null, answerState: null });
    expect(platform.responses).toEqual([]);
  });

  it("answers from the server after the commit, the row already claimed by the rule when first seen", async () => {
    const small = rule("Small EUR", { conditions: { currencies: ["EUR"], amountMax: 10_000 } });
    const { version } = await inForce([
      rule("Big ones", { conditions: { amountMin: 100_000 }, outcome: { action: "LEAVE" } }),
      small,
    ]);
    const trx = freshId();
    // What another reader sees while the platform call is in flight: the delivery's transaction committed.
    platform.onRespond = (id) => test.db.pendingConfirmation.findUnique({ where: { trxId: BigInt(id) } });
    const row = await arrive(trx);

    expect(platform.responses).toEqual([
      expect.objectContaining({ id: trx, answer: { decision: "ACCEPT" }, timeoutMs: expect.any(Number) }),
    ]);
    expect(platform.responses[0]!.rowAtCall).toMatchObject({
      answerState: "sending",
      decisionSource: "rule",
      decidedBy: "Small EUR",
    });
    expect(row).toMatchObject({
      rulesVersion: version,
      ruleId: small.id,
      ruleName: "Small EUR",
      ruleOutcome: "ACCEPT",
      decisionSource: "rule",
      decidedBy: "Small EUR",
      decidedByUserId: null,
      decision: "ACCEPT",
      reasonCode: null,
      answerState: "sent",
      answerHttpStatus: 200,
    });
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect(row.answeredAt!.getTime()).toBeGreaterThanOrEqual(row.receivedAt.getTime());
    const audits = await ruleAudits(trx);
    expect(audits).toEqual([
      // Written with the claim, inside the delivery's transaction, before the platform is called.
      expect.objectContaining({ outcome: "attempted", actorId: null, providerStatus: null }),
      expect.objectContaining({
        outcome: "success",
        actorId: null,
        actorEmail: null,
        providerStatus: 200,
        detail: expect.objectContaining({
          ruleId: small.id,
          ruleName: "Small EUR",
          rulesVersion: version,
          decision: "ACCEPT",
        }),
      }),
    ]);
    expect(audits[1]!.attemptId).toBe(audits[0]!.id);
  });

  it("rejects with the rule's reason; a rule saying LEAVE, or no rule matching, leaves it for people", async () => {
    await inForce([
      rule("Deny FR", {
        conditions: { debtorIbans: ["FR*"] },
        outcome: { action: "REJECT", reasonCode: "FRAD" },
      }),
      rule("Review USD", { conditions: { currencies: ["USD"] }, outcome: { action: "LEAVE" } }),
    ]);
    const fr = freshId();
    expect(await arrive(fr)).toMatchObject({
      decision: "REJECT",
      reasonCode: "FRAD",
      answerState: "sent",
      ruleName: "Deny FR",
    });
    expect(platform.responses.map((r) => r.answer)).toEqual([{ decision: "REJECT", reasonCode: "FRAD" }]);

    const usd = freshId();
    const left = await arrive(usd, {
      body: { currency: "USD", debtor_account_number: "NL02ABNA0123456789" },
    });
    expect(left).toMatchObject({
      ruleName: "Review USD",
      ruleOutcome: "LEAVE",
      answerState: null,
      decision: null,
    });
    const none = freshId();
    const unmatched = await arrive(none, { body: { debtor_account_number: "NL02ABNA0123456789" } });
    expect(unmatched).toMatchObject({
      rulesVersion: expect.any(Number),
      ruleId: null,
      ruleOutcome: "LEAVE",
      answerState: null,
    });
    expect(platform.responses).toHaveLength(1);
    expect((await ruleAudits(usd))[0]!.detail).toMatchObject({ decision: "LEAVE", platformCalled: false });
    expect(await ruleAudits(none)).toEqual([]);
  });
});
