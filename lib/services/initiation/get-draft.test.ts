import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { insertDraft } from "@/lib/db/payment-drafts";
import { FULL, TODAY } from "@/lib/domain/initiation/new-payment-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { createPaymentDraft, type TMaker } from "./create-draft";
import { decideDraft } from "./decide-draft";
import { getDraft } from "./get-draft";
import { paidBefore } from "./paid-before";

vi.mock("./paid-before", () => ({ paidBefore: vi.fn() }));
// The duplicate check has its own tests (decide-duplicates.test.ts): here drafts may repeat each other.
vi.mock("./draft-duplicates", () => ({
  draftDuplicates: vi.fn(async () => ({ windowDays: 30, matches: [], platform: "checked" })),
}));

// The draft page's read (docs/initiation.md#drafts): a single draft with every field of its payment, the
// requirement and who decided, seen by its maker and by others; a batch's rows one page at a time.

const test = withAppTestDatabase();
const person = (email: string): TMaker => ({
  user: { id: randomUUID(), email },
  roles: ["finance_ops"],
  requestId: `req-${email}`,
  ip: null,
});
const ROWS = { offset: 0, limit: 50 };

beforeEach(async () => {
  vi.mocked(paidBefore).mockResolvedValue(true);
  await test.db.approvalPolicy.deleteMany();
});

describe("getDraft of a single payment", () => {
  it("shows the timeline to every reader and the audit rows only to those with audit.view", async () => {
    const maker = person("maker@example.com");
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    await decideDraft({ draftId, decision: "reject", reason: "Wrong supplier" }, person("c@example.com"));
    const ops = await getDraft(draftId, { ...maker.user, roles: ["finance_ops"] }, ROWS);
    expect(ops!.timeline.map((e) => e.text)).toEqual([
      "Made by maker@example.com",
      "Rejected by c@example.com: Wrong supplier",
    ]);
    expect(ops!.audit).toBeNull();
    const manager = await getDraft(draftId, { id: randomUUID(), roles: ["manager"] }, ROWS);
    expect(manager!.audit!.map((r) => `${r.action} ${r.outcome} ${r.actorEmail}`)).toEqual([
      "draft.create success maker@example.com",
      "draft.reject success c@example.com",
    ]);
  });

  it("shows the maker the waiting draft with every field, then the approval and the created payment", async () => {
    const maker = person("maker@example.com");
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);

    const waiting = await getDraft(draftId, maker.user, ROWS);
    expect(waiting).toMatchObject({
      kind: "single",
      state: "waiting",
      makerEmail: "maker@example.com",
      approvals: 0,
      decisions: [],
      paymentCount: 1,
      totals: { EUR: "123456" },
      states: { pending: 1 },
      rows: null,
      duplicates: { windowDays: 30, matches: [] },
      viewer: { isMaker: true, decision: null },
      requirement: { approvals: 1, words: expect.stringContaining("1 approval from another person") },
      payment: {
        scheme: "SEPA",
        debtor: { iban: "LT121000011101001000", bic: "HABALT22", name: "Countersign Treasury" },
        creditor: { iban: "DE89370400440532013000", name: "ACME Supplies GmbH", bic: "COBADEFFXXX" },
        amountMinor: 123_456,
        endToEndId: "INV-2026/117",
        remittance: { kind: "unstructured", text: "Invoice 117, November" },
        requestedExecutionDate: "2026-12-01",
        purpose: "SUPP",
        row: { line: 1, state: "pending", platformId: null, creditorName: "ACME Supplies GmbH" },
      },
    });
    expect(Date.parse(waiting!.createdAt)).not.toBeNaN();

    const checker = person("checker@example.com");
    const fake = {
      gateway: { createPayment: vi.fn(async () => ({ id: 7001, status: "Created" })) },
      createApi: "v3" as const,
      submitConcurrency: 1,
    };
    await withPlatform(fake, () => decideDraft({ draftId, decision: "approve" }, checker));

    const done = await getDraft(draftId, checker.user, ROWS);
    expect(done).toMatchObject({
      state: "submitted",
      duplicates: null,
      approvals: 1,
      decisions: [{ userEmail: "checker@example.com", decision: "approve", reason: null }],
      states: { created: 1 },
      viewer: { isMaker: false, decision: "approve" },
      payment: { row: { state: "created", platformId: 7001, platformStatus: "Created" } },
    });
    expect(done!.submittedAt).not.toBeNull();
    // A third person sees the same draft, without a decision of their own.
    expect((await getDraft(draftId, { id: randomUUID() }, ROWS))!.viewer).toEqual({
      isMaker: false,
      decision: null,
    });
  });

  it("shows a rejection with its reason and who closed the draft", async () => {
    const maker = person("maker@example.com");
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    const checker = person("checker@example.com");
    await decideDraft({ draftId, decision: "reject", reason: "Wrong supplier" }, checker);
    expect(await getDraft(draftId, checker.user, ROWS)).toMatchObject({
      state: "rejected",
      rejectedReason: "Wrong supplier",
      closedByEmail: "checker@example.com",
      approvals: 0,
      decisions: [{ userEmail: "checker@example.com", decision: "reject", reason: "Wrong supplier" }],
      viewer: { isMaker: false, decision: "reject" },
    });
  });

  it("answers null for a draft that does not exist", async () => {
    expect(await getDraft(randomUUID(), { id: randomUUID() }, ROWS)).toBeNull();
  });
});

describe("getDraft of a batch", () => {
  it("pages its rows in line order, with the count, the totals and the submission states", async () => {
    const maker = person("maker@example.com");
    const line = (n: number, iban: string) => ({
      line: n,
      payment: { creditor: { name: `Creditor ${n}`, iban, bic: null } },
      idempotencyKey: randomUUID(),
      endToEndId: `E-${n}`,
      amount: BigInt(n * 100),
      currency: "EUR",
      creditorIban: iban,
    });
    const draftId = await test.db.$transaction((tx) =>
      insertDraft(tx, {
        kind: "batch",
        maker: maker.user,
        policyVersion: null,
        requirement: { version: null, ruleId: null, ruleName: null, approvals: 1, roles: [], words: "x" },
        fileName: "payments.csv",
        payments: [
          line(4, "DE89370400440532013000"),
          line(2, "FR1420041010050500013M02606"),
          line(3, "DE89370400440532013000"),
        ],
      }),
    );
    const page = await getDraft(draftId, maker.user, { offset: 1, limit: 1 });
    expect(page).toMatchObject({
      kind: "batch",
      fileName: "payments.csv",
      paymentCount: 3,
      totals: { EUR: "900" },
      states: { pending: 3 },
      payment: null,
      rows: {
        offset: 1,
        limit: 1,
        total: 3,
        items: [
          {
            line: 3,
            creditorName: "Creditor 3",
            creditorIban: "DE89370400440532013000",
            amountMinor: 300,
            endToEndId: "E-3",
            state: "pending",
          },
        ],
      },
    });
  });
});
