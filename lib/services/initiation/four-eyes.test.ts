import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { FULL, TODAY } from "@/lib/domain/initiation/new-payment-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { createPaymentDraft, type TMaker } from "./create-draft";
import { decideDraft } from "./decide-draft";
import { paidBefore } from "./paid-before";
import { withdrawDraft } from "./withdraw-draft";

vi.mock("./paid-before", () => ({ paidBefore: vi.fn() }));
// The duplicate check has its own tests (decide-duplicates.test.ts): here drafts may repeat each other.
vi.mock("./draft-duplicates", () => ({
  draftDuplicates: vi.fn(async () => ({ windowDays: 30, matches: [], platform: "checked" })),
}));
vi.mock("./find-duplicates", () => ({
  findDuplicates: vi.fn(async () => ({ windowDays: 30, matches: [], platform: "checked" })),
}));

// Four-eyes end to end in the services (docs/initiation.md#separation-of-people): a maker, approvers, the
// policy in the database, and a platform that creates what it is asked to.

const test = withAppTestDatabase();
const person = (email: string, roles: TRole[] = ["finance_ops"]): TMaker => ({
  user: { id: randomUUID(), email },
  roles,
  requestId: `req-${email}`,
  ip: null,
});
let nextId = 5000;
const platform = () => {
  const createPayment = vi.fn(async () => ({ id: nextId++, status: "Created" }));
  return {
    fake: { gateway: { createPayment }, createApi: "v3" as const, submitConcurrency: 2 },
    createPayment,
  };
};
const draftOf = (id: string) =>
  test.db.paymentDraft.findUniqueOrThrow({ where: { id }, include: { payments: true } });
const audits = (id: string) =>
  test.db.auditEvent
    .findMany({ where: { target: `draft:${id}` }, orderBy: { id: "asc" } })
    .then((rows) => rows.map((r) => `${r.action} ${r.outcome} ${r.actorEmail ?? ""}`.trim()));
async function savePolicy(policy: object) {
  const version =
    ((await test.db.approvalPolicy.aggregate({ _max: { version: true } }))._max.version ?? 0) + 1;
  await test.db.approvalPolicy.create({
    data: { version, policy, createdById: randomUUID(), createdByEmail: "admin@example.com" },
  });
}

beforeEach(async () => {
  vi.mocked(paidBefore).mockResolvedValue(true);
  await test.db.approvalPolicy.deleteMany();
});

describe("a draft under the default policy (one approval from another person)", () => {
  it("is refused to its maker, then approved by a second person and created once", async () => {
    const maker = person("maker@example.com");
    const p = platform();
    const { draftId, requirement, state } = await createPaymentDraft(FULL, maker, TODAY);
    expect({ state, approvals: requirement.approvals, version: requirement.version }).toEqual({
      state: "waiting",
      approvals: 1,
      version: null,
    });
    await expect(decideDraft({ draftId, decision: "approve" }, maker)).rejects.toMatchObject({
      code: "forbidden",
      message: "You made this draft: another person must approve it.",
    });
    const checker = person("checker@example.com");
    expect(await withPlatform(p.fake, () => decideDraft({ draftId, decision: "approve" }, checker))).toEqual({
      state: "submitting",
      approvals: 1,
    });
    const draft = await draftOf(draftId);
    expect(draft.state).toBe("submitted");
    expect(draft.payments).toMatchObject([
      { state: "created", amount: 123_456n, creditorIban: "DE89370400440532013000" },
    ]);
    expect(p.createPayment).toHaveBeenCalledTimes(1);
    expect(await audits(draftId)).toEqual([
      "draft.create success maker@example.com",
      "draft.approve denied maker@example.com",
      "draft.approve success checker@example.com",
      "draft.submit attempted checker@example.com",
      "draft.submit success checker@example.com",
    ]);
    // Nothing is left to decide.
    await expect(
      decideDraft({ draftId, decision: "approve" }, person("late@example.com")),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("keeps the field messages of a payment that does not check, and makes no draft", async () => {
    await expect(
      createPaymentDraft({ ...FULL, creditorIban: "DE89370400440532013001" }, person("m@example.com"), TODAY),
    ).rejects.toMatchObject({ code: "invalid_input", fieldErrors: { creditorIban: expect.any(String) } });
    await expect(
      createPaymentDraft(
        {
          ...FULL,
          debtorIban: undefined,
          debtorBic: undefined,
          debtorName: undefined,
          debtorAccountId: randomUUID(),
        },
        person("m@example.com"),
        TODAY,
      ),
    ).rejects.toMatchObject({
      fieldErrors: { debtorAccountId: expect.stringContaining("no longer offered") },
    });
  });

  it("pays from a configured ordering account", async () => {
    const account = await test.db.orderingAccount.create({
      data: {
        iban: "LT601010012345678901",
        bic: "CSGNLT21XXX",
        name: "Treasury EUR",
        updatedBy: "admin@example.com",
      },
    });
    const raw = {
      ...FULL,
      debtorIban: undefined,
      debtorBic: undefined,
      debtorName: undefined,
      debtorAccountId: account.id,
    };
    const { draftId } = await createPaymentDraft(raw, person("m@example.com"), TODAY);
    expect((await draftOf(draftId)).payments[0]!.payment).toMatchObject({
      debtor: { iban: "LT601010012345678901", bic: "CSGNLT21XXX", name: "Treasury EUR" },
    });
  });
});

describe("a draft under a saved policy", () => {
  const [big, small, fresh] = [randomUUID(), randomUUID(), randomUUID()];
  const policy = {
    rules: [
      { id: big, name: "Large amounts", when: { amountFrom: 100_000 }, approvals: 2, roles: [] },
      { id: small, name: "Small amounts", when: { amountTo: 999 }, approvals: 0, roles: [] },
      { id: fresh, name: "New creditors", when: { newCreditor: true }, approvals: 1, roles: ["manager"] },
    ],
    otherwise: { approvals: 1, roles: [] },
  };

  it("asks two different people, each once, and rejection by another closes it", async () => {
    await savePolicy(policy);
    const maker = person("maker@example.com");
    const { draftId, requirement } = await createPaymentDraft(FULL, maker, TODAY);
    expect(requirement).toMatchObject({ version: 1, ruleId: big, approvals: 2 });
    const first = person("first@example.com");
    expect(await decideDraft({ draftId, decision: "approve" }, first)).toEqual({
      state: "waiting",
      approvals: 1,
    });
    await expect(decideDraft({ draftId, decision: "approve" }, first)).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(
      await decideDraft(
        { draftId, decision: "reject", reason: "Wrong supplier" },
        person("second@example.com"),
      ),
    ).toEqual({
      state: "rejected",
      approvals: 1,
    });
    expect(await draftOf(draftId)).toMatchObject({
      state: "rejected",
      rejectedReason: "Wrong supplier",
      closedByEmail: "second@example.com",
    });
    await expect(
      decideDraft({ draftId, decision: "approve" }, person("third@example.com")),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("submits a draft that needs no approval at once, by its maker", async () => {
    await savePolicy(policy);
    const p = platform();
    const { draftId, state } = await withPlatform(p.fake, () =>
      createPaymentDraft({ ...FULL, amount: "5.00" }, person("maker@example.com"), TODAY),
    );
    expect(state).toBe("submitting");
    expect((await draftOf(draftId)).state).toBe("submitted");
    expect(p.createPayment).toHaveBeenCalledTimes(1);
  });

  it("takes approvals for a new creditor only from the roles the rule names", async () => {
    await savePolicy(policy);
    vi.mocked(paidBefore).mockResolvedValue(false);
    const { draftId, requirement } = await createPaymentDraft(
      { ...FULL, amount: "50.00" },
      person("maker@example.com"),
      TODAY,
    );
    expect(requirement).toMatchObject({ ruleId: fresh, roles: ["manager"] });
    await expect(
      decideDraft({ draftId, decision: "approve" }, person("ops@example.com")),
    ).rejects.toMatchObject({ code: "forbidden" });
    const p = platform();
    const both = person("lead@example.com", ["finance_ops", "manager"]);
    expect(
      await withPlatform(p.fake, () => decideDraft({ draftId, decision: "approve" }, both)),
    ).toMatchObject({ state: "submitting" });
  });
});

describe("withdrawing a draft", () => {
  it("is the maker's, while it waits", async () => {
    const maker = person("maker@example.com");
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    await expect(withdrawDraft(draftId, person("other@example.com"))).rejects.toMatchObject({
      code: "forbidden",
    });
    await withdrawDraft(draftId, maker);
    expect(await draftOf(draftId)).toMatchObject({ state: "withdrawn", closedByEmail: "maker@example.com" });
    await expect(withdrawDraft(draftId, maker)).rejects.toMatchObject({ code: "conflict" });
    expect(await audits(draftId)).toEqual([
      "draft.create success maker@example.com",
      "draft.withdraw denied other@example.com",
      "draft.withdraw success maker@example.com",
      "draft.withdraw denied maker@example.com",
    ]);
  });
});
