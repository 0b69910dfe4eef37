import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FULL, TODAY } from "@/lib/domain/initiation/new-payment-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { searchPayments } from "../payments/search-payments";
import { withPlatform } from "../platform/registry";
import { createPaymentDraft, type TMaker } from "./create-draft";
import { decideDraft } from "./decide-draft";
import { getDraft } from "./get-draft";
import { paidBefore } from "./paid-before";

vi.mock("./paid-before", () => ({ paidBefore: vi.fn() }));
vi.mock("../payments/search-payments", () => ({ searchPayments: vi.fn() }));
vi.mock("@/lib/env", () => ({ env: { DUPLICATE_WINDOW_DAYS: 30 } }));

// An approval of a draft that repeats another payment must acknowledge the warning
// (docs/initiation.md#duplicates); the refusal and the acknowledged approval are audited.

const test = withAppTestDatabase();
const person = (email: string): TMaker => ({
  user: { id: randomUUID(), email },
  roles: ["finance_ops"],
  requestId: `req-${email}`,
  ip: null,
});
const fake = {
  gateway: {
    createPayment: vi.fn(async () => ({ id: 9100 + Math.floor(Math.random() * 800), status: "Created" })),
  },
  createApi: "v3" as const,
  submitConcurrency: 1,
};
const auditOf = (draftId: string, action: string) =>
  test.db.auditEvent.findMany({ where: { target: `draft:${draftId}`, action }, orderBy: { id: "asc" } });

beforeEach(async () => {
  vi.mocked(paidBefore).mockResolvedValue(true);
  vi.mocked(searchPayments).mockResolvedValue({ rows: [], next: null, prev: null, api: "v3" });
  await test.db.approvalPolicy.deleteMany();
});

describe("approving a draft with a duplicate warning", () => {
  it("is refused without the acknowledgement, audited, and goes through with it", async () => {
    const maker = person("maker@example.com");
    const first = await createPaymentDraft(FULL, maker, TODAY);
    const { draftId } = await createPaymentDraft(
      { ...FULL, endToEndId: "INV-2026/117-B", remittanceInformation: "INVOICE 117,  november" },
      maker,
      TODAY,
    );
    const checker = person("checker@example.com");
    const view = await getDraft(draftId, checker.user, { offset: 0, limit: 50 });
    expect(view!.duplicates).toMatchObject({
      matches: [{ source: "countersign", draftId: first.draftId }],
      platform: "checked",
    });

    await expect(decideDraft({ draftId, decision: "approve" }, checker)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("1 payment in the last 30 days looks like a duplicate"),
    });
    expect((await test.db.paymentDraft.findUniqueOrThrow({ where: { id: draftId } })).state).toBe("waiting");
    expect(await auditOf(draftId, "draft.approve")).toMatchObject([
      {
        outcome: "denied",
        detail: { reason: "duplicates_unacknowledged", duplicates: 1, duplicatesAcknowledged: false },
      },
    ]);

    const done = await withPlatform(fake, () =>
      decideDraft({ draftId, decision: "approve", acknowledgeDuplicates: true }, checker),
    );
    expect(done).toEqual({ state: "submitting", approvals: 1 });
    expect((await auditOf(draftId, "draft.approve")).at(-1)).toMatchObject({
      outcome: "success",
      detail: { duplicates: 1, duplicatesAcknowledged: true, duplicatePlatform: "checked" },
    });
  });

  it("needs no acknowledgement when nothing matches, and says when the platform could not be asked", async () => {
    vi.mocked(searchPayments).mockRejectedValue(new Error("timeout"));
    const { draftId } = await createPaymentDraft(
      { ...FULL, amount: "777.01" },
      person("m@example.com"),
      TODAY,
    );
    const checker = person("c@example.com");
    expect((await getDraft(draftId, checker.user, { offset: 0, limit: 50 }))!.duplicates).toMatchObject({
      matches: [],
      platform: "unavailable",
    });
    expect(await withPlatform(fake, () => decideDraft({ draftId, decision: "approve" }, checker))).toEqual({
      state: "submitting",
      approvals: 1,
    });
  });
});

describe("a draft that needs no approval and repeats a payment", () => {
  it("is made only when its maker acknowledged the warning", async () => {
    const version =
      ((await test.db.approvalPolicy.aggregate({ _max: { version: true } }))._max.version ?? 0) + 1;
    await test.db.approvalPolicy.create({
      data: {
        version,
        policy: { rules: [], otherwise: { approvals: 0, roles: [] } },
        createdById: randomUUID(),
        createdByEmail: "admin@example.com",
      },
    });
    const maker = person("solo@example.com");
    const raw = { ...FULL, amount: "31.41", endToEndId: undefined };
    await withPlatform(fake, () => createPaymentDraft(raw, maker, TODAY));
    const before = await test.db.paymentDraft.count();
    await expect(withPlatform(fake, () => createPaymentDraft(raw, maker, TODAY))).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("needs no approval and would be sent at once"),
    });
    expect(await test.db.paymentDraft.count()).toBe(before);
    const denied = await test.db.auditEvent.findMany({
      where: { action: "draft.create", outcome: "denied", actorEmail: "solo@example.com" },
    });
    expect(denied).toMatchObject([{ detail: { reason: "duplicates_unacknowledged", duplicates: 1 } }]);
    const made = await withPlatform(fake, () =>
      createPaymentDraft(raw, maker, TODAY, { acknowledgeDuplicates: true }),
    );
    expect(made.state).toBe("submitting");
    expect(
      await test.db.auditEvent.findFirst({
        where: { target: `draft:${made.draftId}`, action: "draft.create" },
      }),
    ).toMatchObject({ outcome: "success", detail: { duplicates: 1, duplicatesAcknowledged: true } });
  });
});
