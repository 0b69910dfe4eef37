import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRule } from "@/lib/schemas/confirmation-rules";
import { forgetRuleSetCache } from "@/lib/services/confirmation-rules/rule-set-in-force";
import { saveRuleSet } from "@/lib/services/confirmation-rules/save-rule-set";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { afterCommitSettled } from "./after-commit";
import { processPending } from "./process-pending";
import { deliver, freshId, paymentBody } from "./test-deliveries";

// The automatic answer end to end: a stored PENDING_CONFIRMATION delivery, processPending, the rules in
// force, and a fake gateway in place of the platform (the module gateway() comes from).

const platform = vi.hoisted(() => ({
  responses: [] as { id: number; answer: unknown; timeoutMs?: number; rowAtCall?: unknown }[],
  lookups: [] as number[],
  respond: async (): Promise<void> => {},
  bic: "BNPAFRPPXXX" as string | null,
  onRespond: null as null | ((id: number) => Promise<unknown>),
}));
vi.mock("@/lib/providers/gateway/client", () => ({
  gateway: () => ({
    async respondToInstantPayment(id: number, answer: unknown, opts: { timeoutMs?: number }) {
      const rowAtCall = await platform.onRespond?.(id);
      platform.responses.push({ id, answer, timeoutMs: opts.timeoutMs, rowAtCall });
      await platform.respond();
    },
    async getTransaction(id: number) {
      platform.lookups.push(id);
      return { payment: {}, item: { origin_bic: platform.bic, debtor_bank_bic: null } };
    },
  }),
}));

const test = withAppTestDatabase();
const admin = { user: { id: randomUUID(), email: "admin@example.com" }, requestId: null, ip: null };
const rule = (name: string, over: Partial<TRule> = {}): TRule => ({
  id: randomUUID(),
  name,
  enabled: true,
  conditions: {},
  outcome: { action: "ACCEPT" },
  ...over,
});
async function inForce(rules: TRule[]) {
  const current = await test.db.confirmationRuleSet.findFirst({ orderBy: { version: "desc" } });
  return saveRuleSet({ baseVersion: current?.version ?? null, rules }, admin);
}
const pendingBody = (trx: number, over: object = {}) => ({
  event: "PENDING_CONFIRMATION",
  trx_id: trx,
  end_to_end_id: `E2E-${trx}`,
  status: "Pending confirmation",
  debtor_account_number: "FR1420041010050500013M02606",
  creditor_account_number: "DE89370400440532013000",
  amount: 4_200,
  currency: "EUR",
  updated_at: new Date().toISOString(),
  ...over,
});
async function arrive(trx: number, opts: { sentAt?: Date; body?: object } = {}) {
  await deliver("PENDING_CONFIRMATION", pendingBody(trx, opts.body), { sentAt: opts.sentAt });
  await processPending();
  await afterCommitSettled();
  return test.db.pendingConfirmation.findUniqueOrThrow({ where: { trxId: BigInt(trx) } });
}
const ruleAudits = (trx: number) =>
  test.db.auditEvent.findMany({
    where: { action: "instant.rule_decision", target: `payment:${trx}` },
    orderBy: { id: "asc" },
  });

describe("rules answering pending Instant payments", () => {
  beforeEach(() => {
    platform.responses = [];
    platform.lookups = [];
    platform.respond = async () => {};
    platform.bic = "BNPAFRPPXXX";
    platform.onRespond = null;
    forgetRuleSetCache();
  });

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

  it("never answers a webhook that arrives after its deadline: shown expired, the verdict recorded", async () => {
    await inForce([rule("Everything")]);
    const trx = freshId();
    const row = await arrive(trx, { sentAt: new Date(Math.floor(Date.now() / 1000) * 1000 - 6_000) });
    expect(platform.responses).toEqual([]);
    expect(row).toMatchObject({
      ruleOutcome: "ACCEPT",
      ruleName: "Everything",
      answerState: null,
      decisionSource: null,
    });
    expect((await ruleAudits(trx))[0]).toMatchObject({
      outcome: "failure",
      detail: expect.objectContaining({ reason: "not_answerable", platformCalled: false }),
    });
  });

  it("a refused rule answer leaves the payment for people", async () => {
    await inForce([rule("Everything")]);
    const { ProviderError } = await import("@/lib/errors/provider-error");
    platform.respond = async () => {
      throw new ProviderError({
        api: "gateway",
        kind: "http",
        status: 400,
        code: "CONFIRMATION_WINDOW_EXPIRED",
        method: "POST",
        path: "/v1/x",
        requestId: "r",
      });
    };
    const row = await arrive(freshId());
    expect(row).toMatchObject({
      answerState: "refused",
      answerCode: "CONFIRMATION_WINDOW_EXPIRED",
      answerMessage: expect.stringMatching(/window closed/),
    });
  });

  it("looks the debtor's BIC up only when a BIC rule is reached, and decides by it", async () => {
    await inForce([
      rule("Small accepted", { conditions: { amountMax: 1_000 } }),
      rule("Deny BNP", {
        conditions: { debtorBics: ["BNPAFRPP"] },
        outcome: { action: "REJECT", reasonCode: "RC01" },
      }),
    ]);
    const small = freshId();
    expect(await arrive(small, { body: { amount: 500 } })).toMatchObject({
      ruleName: "Small accepted",
      answerState: "sent",
    });
    expect(platform.lookups).toEqual([]);

    const bnp = freshId();
    expect(await arrive(bnp)).toMatchObject({
      ruleName: "Deny BNP",
      decision: "REJECT",
      reasonCode: "RC01",
      answerState: "sent",
    });
    expect(platform.lookups).toEqual([bnp]);

    platform.bic = null; // the payment's record has no BIC: the BIC condition does not hold
    const unknown = freshId();
    expect(await arrive(unknown)).toMatchObject({ ruleId: null, ruleOutcome: "LEAVE", answerState: null });
    expect(platform.responses.map((r) => r.id)).toEqual([small, bnp]);
  });

  it("answers a payment once however often its webhook is delivered", async () => {
    await inForce([rule("Everything")]);
    const trx = freshId();
    await arrive(trx);
    // A second delivery with another body (the platform re-sent it with a later updated_at).
    await arrive(trx, { body: { updated_at: new Date(Date.now() + 1).toISOString() } });
    expect(platform.responses).toHaveLength(1);
  });
});

describe("claiming deliveries", () => {
  it("takes pending Instant confirmations before older deliveries of other kinds", async () => {
    const older = await deliver(
      "PAYMENT_STATUS",
      paymentBody(freshId(), "Created", "2026-11-22T12:00:00.000Z"),
    );
    const pending = await deliver("PENDING_CONFIRMATION", pendingBody(freshId()));
    const processed = () =>
      test.db.webhookDelivery.findMany({
        where: { id: { in: [older.id, pending.id] }, processing: "processed" },
        select: { id: true },
      });
    await processPending(1);
    expect(await processed()).toEqual([{ id: pending.id }]);
    await processPending(1);
    expect(await processed()).toHaveLength(2);
  });
});
