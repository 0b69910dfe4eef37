import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { TPolicyRule } from "@/lib/domain/initiation/policy";
import type { TSavePolicyInput } from "@/lib/domain/initiation/policy-input";
import { AppError } from "@/lib/errors/app-error";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { currentPolicy } from "./current-policy";
import { listPolicyVersions } from "./read-policies";
import { savePolicy } from "./save-policy";

const test = withAppTestDatabase();
const admin: TActor = {
  user: { id: randomUUID(), email: "admin@example.com" },
  requestId: "req-pol",
  ip: null,
};
const rule = (name: string, over: Partial<TPolicyRule> = {}): TPolicyRule => ({
  id: randomUUID(),
  name,
  when: { amountFrom: 1_000_000 },
  approvals: 2,
  roles: [],
  ...over,
});
const ONE = { approvals: 1 as const, roles: [] };
const input = (baseVersion: number | null, rules: TPolicyRule[], over: Partial<TSavePolicyInput> = {}) => ({
  baseVersion,
  rules,
  otherwise: ONE,
  ...over,
});
// Audit rows are append-only: each test reads those written since it started.
let auditFrom = 0n;
const audits = () =>
  test.db.auditEvent.findMany({
    where: { action: "policies.save", id: { gt: auditFrom } },
    orderBy: { id: "asc" },
  });

describe("savePolicy", () => {
  beforeEach(async () => {
    await test.db.$executeRaw`TRUNCATE approval_policies`;
    auditFrom = (await test.db.auditEvent.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0n;
  });

  it("saves version 1 over the default, then current + 1, in force at once, each audited with its changes", async () => {
    expect((await currentPolicy()).version).toBeNull();
    const large = rule("Large amounts");
    expect(await savePolicy(input(null, [large], { comment: " four eyes above 10k " }), admin)).toEqual({
      version: 1,
    });
    const fi = rule("Finnish creditors", {
      when: { creditorCountries: ["FI"] },
      approvals: 3,
      roles: ["admin"],
    });
    const changed = { ...large, approvals: 3 as const };
    expect(
      await savePolicy(input(1, [fi, changed], { otherwise: { approvals: 0, roles: [] } }), admin),
    ).toEqual({
      version: 2,
    });

    expect(await currentPolicy()).toEqual({
      version: 2,
      rules: [fi, changed],
      otherwise: { approvals: 0, roles: [] },
    });
    const versions = await listPolicyVersions();
    expect(versions.map((v) => [v.version, v.rules.length, v.comment, v.createdByEmail])).toEqual([
      [2, 2, null, "admin@example.com"],
      [1, 1, "four eyes above 10k", "admin@example.com"],
    ]);

    const [first, second] = await audits();
    expect(first).toMatchObject({
      outcome: "success",
      actorEmail: "admin@example.com",
      target: "policy:1",
      requestId: "req-pol",
      detail: {
        version: 1,
        baseVersion: null,
        ruleCount: 1,
        comment: "four eyes above 10k",
        changes: { added: ["Large amounts"], removed: [], changed: [], reordered: false, otherwise: false },
      },
    });
    expect(second!.detail).toMatchObject({
      changes: { added: ["Finnish creditors"], removed: [], changed: ["Large amounts"], otherwise: true },
    });
  });

  it.each([
    [
      "an older version",
      1,
      /^Someone saved version 2 of the policy meanwhile \(you started from version 1\)/,
    ],
    [
      "the default while a version exists",
      null,
      /^Someone saved version 2 of the policy meanwhile \(you started from the default\)/,
    ],
    [
      "a version that does not exist yet",
      7,
      /^Someone saved version 2 of the policy meanwhile \(you started from version 7\)/,
    ],
  ])("refuses a save based on %s, saves nothing and audits the refusal", async (_, base, sentence) => {
    await savePolicy(input(null, [rule("A")]), admin);
    await savePolicy(input(1, [rule("B")]), admin);
    const stale = savePolicy(input(base, [rule("C")]), admin);
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(sentence) });
    expect((await currentPolicy()).rules.map((r) => r.name)).toEqual(["B"]);
    const rows = await audits();
    expect(rows.map((a) => a.outcome)).toEqual(["success", "success", "failure"]);
    expect(rows[2]!.detail).toEqual({ reason: "conflict", baseVersion: base, currentVersion: 2 });
  });

  it("lets exactly one of two saves from the same base win", async () => {
    const results = await Promise.allSettled([
      savePolicy(input(null, [rule("X")]), admin),
      savePolicy(input(null, [rule("Y")]), admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await listPolicyVersions()).map((v) => v.version)).toEqual([1]);
  });

  it("never stores a policy that does not parse", async () => {
    const bad = rule("Upside down", { when: { amountFrom: 500, amountTo: 100 } });
    await expect(savePolicy(input(null, [bad]), admin)).rejects.toThrow();
    await expect(savePolicy(input(null, [rule("Same"), rule(" same")]), admin)).rejects.toThrow();
    expect(await listPolicyVersions()).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});
