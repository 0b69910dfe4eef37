import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { FULL, TODAY } from "@/lib/domain/initiation/new-payment-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { createPaymentDraft, type TMaker } from "./create-draft";
import { decideDraft } from "./decide-draft";
import { paidBefore } from "./paid-before";

vi.mock("./paid-before", () => ({ paidBefore: vi.fn() }));
vi.mock("./draft-duplicates", () => ({
  draftDuplicates: vi.fn(async () => ({ windowDays: 30, matches: [], platform: "checked" })),
}));

// What drafts tell people (docs/notifications.md#producers): a waiting draft tells those who may approve
// it, never its maker; an approval, a rejection and the submission tell its maker alone.

const test = withAppTestDatabase();
let n = 0;
async function person(roles: TRole[], disabled = false): Promise<TMaker> {
  const email = `p${++n}-${randomUUID().slice(0, 8)}@example.test`;
  const user = await test.db.user.create({ data: { email, name: "P", roles, disabled } });
  return { user: { id: user.id, email }, roles, requestId: null, ip: null };
}
const told = (who: TMaker, kind: string) =>
  test.db.notification.findMany({ where: { userId: who.user.id, kind }, orderBy: { subject: "asc" } });
const fake = {
  gateway: { createPayment: vi.fn(async () => ({ id: ++n, status: "Created" })) },
  createApi: "v3" as const,
  submitConcurrency: 2,
};

beforeEach(async () => {
  vi.mocked(paidBefore).mockResolvedValue(true);
  await test.db.approvalPolicy.deleteMany();
  await test.db.user.deleteMany();
});

describe("notifications of drafts", () => {
  it("tells every possible approver but the maker that a draft waits, then tells the maker it was approved and submitted", async () => {
    const [maker, checker, other, manager, gone] = await Promise.all([
      person(["finance_ops"]),
      person(["finance_ops"]),
      person(["finance_ops"]),
      person(["manager"]),
      person(["finance_ops"], true),
    ]);
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    for (const p of [checker, other]) {
      const [row] = await told(p, "approval_waiting");
      expect(row).toMatchObject({ subject: `draft:${draftId}`, link: `/drafts/${draftId}` });
      expect(row!.body).toMatch(/^1 payment of 1.234\.56.EUR\. Required: /);
    }
    for (const p of [maker, manager, gone]) expect(await told(p, "approval_waiting")).toEqual([]);

    await withPlatform(fake, () => decideDraft({ draftId, decision: "approve" }, checker));
    const decided = await told(maker, "draft_decided");
    expect(decided.map((r) => r.subject)).toEqual([
      `draft:${draftId}:approved`,
      `draft:${draftId}:submitted`,
    ]);
    expect(decided[0]!.body).toContain(`approved by ${checker.user.email}`);
    expect(decided[1]!.body).toMatch(/: 1 created, 0 refused by the platform\.$/);
    for (const p of [checker, other, manager]) expect(await told(p, "draft_decided")).toEqual([]);
  });

  it("tells the maker of a rejection, with its reason", async () => {
    const [maker, checker] = await Promise.all([person(["finance_ops"]), person(["finance_ops"])]);
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    await decideDraft({ draftId, decision: "reject", reason: "Wrong supplier" }, checker);
    const [row] = await told(maker, "draft_decided");
    expect(row).toMatchObject({
      subject: `draft:${draftId}:rejected`,
      title: "Your single draft was rejected",
    });
    expect(row!.body).toContain(`rejected by ${checker.user.email}: Wrong supplier`);
  });

  it("tells only those of a role the requirement names", async () => {
    await test.db.approvalPolicy.create({
      data: {
        version: 1,
        policy: { rules: [], otherwise: { approvals: 1, roles: ["manager"] } },
        createdById: randomUUID(),
        createdByEmail: "admin@example.com",
      },
    });
    const [maker, ops, opsManager] = await Promise.all([
      person(["finance_ops"]),
      person(["finance_ops"]),
      person(["finance_ops", "manager"]),
    ]);
    await createPaymentDraft(FULL, maker, TODAY);
    expect(await told(ops, "approval_waiting")).toEqual([]);
    expect(await told(opsManager, "approval_waiting")).toHaveLength(1);
  });
});
