import { randomUUID } from "node:crypto";
import type { TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { forgetRuleSetCache } from "@/lib/services/confirmation-rules/rule-set-in-force";
import { saveRuleSet } from "@/lib/services/confirmation-rules/save-rule-set";
import type { Db } from "@/lib/db/client";
import { afterCommitSettled } from "./after-commit";
import { platform } from "./fake-instant-gateway";
import { processPending } from "./process-pending";
import { deliver } from "./test-deliveries";

// Helpers of the rule tests (instant-rules*.test.ts): rules, a rule set put in force, and a
// PENDING_CONFIRMATION delivery that arrives and is processed, all against the test file's own database.

const admin = { user: { id: randomUUID(), email: "admin@example.com" }, requestId: null, ip: null };
export const rule = (name: string, over: Partial<TRule> = {}): TRule => ({
  id: randomUUID(),
  name,
  enabled: true,
  conditions: {},
  outcome: { action: "ACCEPT" },
  ...over,
});

export const pendingBody = (trx: number, over: object = {}) => ({
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

/** Before each test: a platform that answers, a BIC, nothing recorded, and no rule set cached. */
export function resetInstantRules() {
  platform.responses = [];
  platform.lookups = [];
  platform.respond = async () => {};
  platform.bic = "BNPAFRPPXXX";
  platform.onRespond = null;
  forgetRuleSetCache();
}

/** The helpers that read and write the test file's database (withAppTestDatabase, given as `test`), and it. */
export function instantRulesHelpers(test: { readonly db: Db }) {
  async function inForce(rules: TRule[]) {
    const current = await test.db.confirmationRuleSet.findFirst({ orderBy: { version: "desc" } });
    return saveRuleSet({ baseVersion: current?.version ?? null, rules }, admin);
  }
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
  return { test, inForce, arrive, ruleAudits };
}
