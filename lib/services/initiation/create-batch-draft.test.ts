import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { V03 } from "./bulk/pain001-fixtures";
import { createBatchDraft } from "./create-batch-draft";
import type { TMaker } from "./create-draft";
import { paidBefore } from "./paid-before";

vi.mock("./paid-before", async (orig) => ({
  ...(await orig<typeof import("./paid-before")>()),
  paidBefore: vi.fn(),
}));

// A bulk upload becomes one batch draft of its valid rows (docs/initiation.md#bulk).

const test = withAppTestDatabase();
const TODAY = "2026-11-26";
const maker: TMaker = {
  user: { id: randomUUID(), email: "maker@example.com" },
  roles: ["finance_ops"],
  requestId: "r",
  ip: null,
};
const bytes = (text: string) => new TextEncoder().encode(text);
const csv = (...rows: string[]) =>
  bytes(["scheme;debtorIban;creditorName;creditorIban;amount;endToEndId", ...rows].join("\r\n"));
const DEBTOR = "LT121000011101001000";

beforeEach(async () => {
  vi.mocked(paidBefore).mockResolvedValue(true);
  await test.db.approvalPolicy.deleteMany();
});

describe("a bulk upload", () => {
  it("makes one batch of the rows that pass, and lists every other row with its line and field", async () => {
    const out = await createBatchDraft(
      csv(
        `SEPA;${DEBTOR};Anna;DE89370400440532013000;10.00;E-1`,
        `SEPA;${DEBTOR};Bob;DE89370400440532013001;11.00;E-2`,
        `INST;${DEBTOR};Carla;FR1420041010050500013M02606;12.50;E-3`,
        `SEPA;${DEBTOR};Dora;DE89370400440532013000;13.00;E-1`,
        `SEPA;${DEBTOR};=1+2;DE89370400440532013000;1.00;E-5`,
      ),
      "payments.csv",
      maker,
      TODAY,
    );
    expect(out.check).toMatchObject({
      unit: "line",
      total: 5,
      valid: 2,
      totals: { EUR: "2250" },
      fileErrors: [],
    });
    expect(out.check.rowErrors.map((e) => [e.line, e.field])).toEqual([
      [3, "creditorIban"],
      [5, "endToEndId"],
      [6, "creditorName"],
    ]);
    const draft = await test.db.paymentDraft.findUniqueOrThrow({
      where: { id: out.draftId! },
      include: { payments: true },
    });
    expect(draft).toMatchObject({
      kind: "batch",
      state: "waiting",
      paymentCount: 2,
      fileName: "payments.csv",
      totals: { EUR: "2250" },
    });
    expect(draft.payments.map((p) => [p.line, p.endToEndId])).toEqual([
      [2, "E-1"],
      [4, "E-3"],
    ]);
    expect(new Set(draft.payments.map((p) => p.idempotencyKey)).size).toBe(2);
  });

  it("reads a pain.001 and counts its transactions", async () => {
    const out = await createBatchDraft(bytes(V03), "batch.xml", maker, TODAY);
    expect(out.check.unit).toBe("transaction");
    expect(out.check.valid).toBeGreaterThan(0);
    expect(out.draftId).not.toBeNull();
  });

  it("makes nothing of an unusable file, or of a file whose rows need approvals no one set can give", async () => {
    const empty = await createBatchDraft(bytes(""), "empty.csv", maker, TODAY);
    expect(empty).toMatchObject({ draftId: null, check: { fileErrors: ["The file is empty."] } });

    const rule = (roles: TRole[], amountFrom: number) => ({
      id: randomUUID(),
      name: roles.join("+"),
      when: { amountFrom },
      approvals: 1,
      roles,
    });
    await test.db.approvalPolicy.create({
      data: {
        version: 1,
        policy: {
          rules: [rule(["admin"], 1_000_00), rule(["manager"], 0)],
          otherwise: { approvals: 1, roles: [] },
        },
        createdById: randomUUID(),
        createdByEmail: "admin@example.com",
      },
    });
    const before = await test.db.paymentDraft.count();
    const out = await createBatchDraft(
      csv(
        `SEPA;${DEBTOR};Anna;DE89370400440532013000;5000.00;E-1`,
        `SEPA;${DEBTOR};Bob;DE89370400440532013000;5.00;E-2`,
      ),
      "mixed.csv",
      maker,
      TODAY,
    );
    expect(out).toMatchObject({ draftId: null, refusal: expect.stringContaining("separate files") });
    expect(await test.db.paymentDraft.count()).toBe(before);
  });

  it("tells those who may approve the batch that it waits, never its maker", async () => {
    const approver = await test.db.user.create({
      data: { email: "approver@example.com", name: "A", roles: ["finance_ops"] },
    });
    await test.db.user.create({
      data: { id: maker.user.id, email: maker.user.email, name: "M", roles: ["finance_ops"] },
    });
    const out = await createBatchDraft(
      csv(
        `SEPA;${DEBTOR};Anna;DE89370400440532013000;10.00;E-N1`,
        `SEPA;${DEBTOR};Bob;DE89370400440532013000;2.50;E-N2`,
      ),
      "batch.csv",
      maker,
      TODAY,
    );
    const rows = await test.db.notification.findMany({ where: { kind: "approval_waiting" } });
    expect(rows.map((r) => [r.userId, r.subject])).toEqual([[approver.id, `draft:${out.draftId}`]]);
    expect(rows[0]!.body).toMatch(/^2 payments, 12\.50.EUR\. Required: /);
  });
});
