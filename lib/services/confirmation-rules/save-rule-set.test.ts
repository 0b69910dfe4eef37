import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { ZSaveRuleSetInput, type TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { getRuleSet, listRuleSets } from "./read-rule-sets";
import { forgetRuleSetCache, ruleSetInForce } from "./rule-set-in-force";
import { saveRuleSet } from "./save-rule-set";

const test = withAppTestDatabase();
const admin: TActor = {
  user: { id: randomUUID(), email: "admin@example.com" },
  requestId: "req-rules",
  ip: null,
};
const rule = (name: string, over: Partial<TRule> = {}): TRule => ({
  id: randomUUID(),
  name,
  enabled: true,
  conditions: { currencies: ["EUR"], amountMax: 10_000 },
  outcome: { action: "ACCEPT" },
  ...over,
});
// Audit rows are append-only: each test reads those written since it started.
let auditFrom = 0n;
const audits = () =>
  test.db.auditEvent.findMany({
    where: { action: "rules.save", id: { gt: auditFrom } },
    orderBy: { id: "asc" },
  });

describe("saveRuleSet", () => {
  beforeEach(async () => {
    await test.db.$executeRaw`TRUNCATE confirmation_rule_sets`;
    forgetRuleSetCache();
    auditFrom = (await test.db.auditEvent.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0n;
  });

  it("saves version 1, then current + 1, each audited with what changed", async () => {
    const small = rule("Small EUR");
    const fraud = rule("Deny list", {
      conditions: { debtorIbans: ["DE00*"] },
      outcome: { action: "REJECT", reasonCode: "FRAD" },
    });
    expect(
      await saveRuleSet({ baseVersion: null, rules: [small, fraud], comment: " first " }, admin),
    ).toEqual({
      version: 1,
    });
    const renamed = { ...small, name: "Small euro payments" };
    const extra = rule("Catch-all", { conditions: {}, outcome: { action: "LEAVE" } });
    expect(await saveRuleSet({ baseVersion: 1, rules: [fraud, renamed, extra] }, admin)).toEqual({
      version: 2,
    });

    const v2 = await getRuleSet();
    expect(v2).toMatchObject({ version: 2, comment: null, createdByEmail: "admin@example.com" });
    expect(v2!.rules.map((r) => r.name)).toEqual(["Deny list", "Small euro payments", "Catch-all"]);
    expect((await getRuleSet(1))!.comment).toBe("first");
    expect((await listRuleSets()).versions.map((v) => [v.version, v.ruleCount])).toEqual([
      [2, 3],
      [1, 2],
    ]);

    const [first, second] = await audits();
    expect(first).toMatchObject({
      outcome: "success",
      actorEmail: "admin@example.com",
      target: "rules:1",
      requestId: "req-rules",
      detail: expect.objectContaining({
        version: 1,
        ruleCount: 2,
        comment: "first",
        changes: { added: ["Small EUR", "Deny list"], removed: [], changed: [], reordered: false },
      }),
    });
    expect(second!.detail).toMatchObject({
      version: 2,
      baseVersion: 1,
      ruleCount: 3,
      changes: { added: ["Catch-all"], removed: [], changed: ["Small euro payments"], reordered: true },
    });
  });

  it("refuses a save from an outdated version with a sentence, saves nothing, and audits the refusal", async () => {
    await saveRuleSet({ baseVersion: null, rules: [rule("A")] }, admin);
    await saveRuleSet({ baseVersion: 1, rules: [rule("B")] }, admin);
    const stale = saveRuleSet({ baseVersion: 1, rules: [rule("C")] }, admin);
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(
        /^Someone saved version 2 meanwhile \(you started from version 1\); reload/,
      ),
    });
    // Starting from nothing while a set exists is the same conflict.
    await expect(saveRuleSet({ baseVersion: null, rules: [] }, admin)).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await getRuleSet())!.rules.map((r) => r.name)).toEqual(["B"]);
    expect((await audits()).map((a) => a.outcome)).toEqual(["success", "success", "failure", "failure"]);
    expect((await audits())[2]!.detail).toMatchObject({
      reason: "conflict",
      baseVersion: 1,
      currentVersion: 2,
    });
  });

  it("lets exactly one of two saves from the same base win", async () => {
    await saveRuleSet({ baseVersion: null, rules: [rule("A")] }, admin);
    const results = await Promise.allSettled([
      saveRuleSet({ baseVersion: 1, rules: [rule("X")] }, admin),
      saveRuleSet({ baseVersion: 1, rules: [rule("Y")] }, admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await listRuleSets()).versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it("never stores a set that does not parse; the input schema names the field by its path", async () => {
    const bad = [rule("A"), rule("B"), rule("C", { conditions: { amountMin: 500, amountMax: 100 } })];
    const parsed = ZSaveRuleSetInput.safeParse({ baseVersion: null, rules: bad });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      "rules.2.conditions.amountMax": "The lowest amount is above the highest.",
    });
    const twins = ZSaveRuleSetInput.safeParse({ baseVersion: null, rules: [rule("Same"), rule("same")] });
    expect(fieldErrorsOf(twins.error!)).toEqual({ "rules.1.name": "Another rule has this name." });
    await expect(saveRuleSet({ baseVersion: null, rules: bad }, admin)).rejects.toThrow();
    expect(await getRuleSet()).toBeNull();
  });

  it("takes effect on the next evaluation, and a stored set that does not parse counts as no rules", async () => {
    expect(await ruleSetInForce()).toBeNull();
    await saveRuleSet({ baseVersion: null, rules: [rule("A")] }, admin);
    expect((await ruleSetInForce())!.rules.map((r) => r.rule.name)).toEqual(["A"]);
    // Another instance saves: the version read per evaluation sees it at once.
    await saveRuleSet({ baseVersion: 1, rules: [rule("B"), rule("C")] }, admin);
    expect((await ruleSetInForce())!.rules.map((r) => r.rule.name)).toEqual(["B", "C"]);
    // A hand-edited row that no longer parses: no rules, no exception.
    await test.db
      .$executeRaw`INSERT INTO confirmation_rule_sets (version, rules, created_by_id, created_by_email)
      VALUES (3, '[{"id": "nope"}]'::jsonb, gen_random_uuid(), 'sql@example.com')`;
    expect(await ruleSetInForce()).toEqual({ version: 3, rules: [] });
    expect((await getRuleSet())!.rules).toEqual([]);
  });
});
