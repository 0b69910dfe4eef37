import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TPayment } from "@/lib/domain/payments/payments";
import { FULL, TODAY } from "@/lib/domain/initiation/new-payment-fixtures";
import { duplicateCandidates } from "@/lib/db/duplicate-candidates";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { searchPayments } from "../payments/search-payments";
import { createPaymentDraft, type TMaker } from "./create-draft";
import { findDuplicates } from "./find-duplicates";
import { paidBefore } from "./paid-before";
import { withdrawDraft } from "./withdraw-draft";

vi.mock("./paid-before", () => ({ paidBefore: vi.fn() }));
vi.mock("../payments/search-payments", () => ({ searchPayments: vi.fn() }));

// The duplicate check against Countersign's own drafts and the platform's list (docs/initiation.md#duplicates).

const test = withAppTestDatabase();
const maker: TMaker = {
  user: { id: randomUUID(), email: "m@example.com" },
  roles: ["finance_ops"],
  requestId: "r",
  ip: null,
};
const IBAN = "DE89370400440532013000";
const subject = (change: object = {}) => ({
  line: 1,
  creditorIban: IBAN,
  amountMinor: 123_456,
  currency: "EUR",
  remittance: { kind: "unstructured" as const, text: "invoice  117, NOVEMBER" },
  ...change,
});
const platformRow = (id: number, change: Partial<TPayment> = {}) =>
  ({
    id,
    direction: "OUTBOUND",
    amount: 123_456,
    currency: "EUR",
    creditorAccount: IBAN,
    createdAt: new Date().toISOString(),
    ...change,
  }) as TPayment;
const page = (rows: TPayment[], notices: object[] = []) => ({
  rows,
  next: null,
  prev: null,
  api: "v3" as const,
  notices,
});

beforeEach(async () => {
  vi.mocked(paidBefore).mockResolvedValue(true);
  vi.mocked(searchPayments)
    .mockReset()
    .mockResolvedValue(page([]) as never);
  await test.db.approvalPolicy.deleteMany();
  await test.db.draftPayment.deleteMany();
  await test.db.draftApproval.deleteMany();
  await test.db.paymentDraft.deleteMany();
});

describe("findDuplicates", () => {
  it("finds a waiting draft with the same IBAN, amount and remittance, but not the draft itself", async () => {
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    const check = await findDuplicates([subject()], { windowDays: 30 });
    expect(check).toEqual({
      windowDays: 30,
      platform: "checked",
      matches: [{ line: 1, source: "countersign", draftId, otherLine: 1, at: expect.any(String) }],
    });
    expect((await findDuplicates([subject()], { windowDays: 30, draftId })).matches).toEqual([]);
    expect((await findDuplicates([subject({ amountMinor: 1 })], { windowDays: 30 })).matches).toEqual([]);
    expect(
      (
        await findDuplicates([subject({ remittance: { kind: "unstructured", text: "Invoice 118" } })], {
          windowDays: 30,
        })
      ).matches,
    ).toEqual([]);
  });

  it("leaves the checked draft out in the query, so a large batch cannot crowd the others out of its limit", async () => {
    const { draftId: own } = await createPaymentDraft(FULL, maker, TODAY);
    const { draftId: other } = await createPaymentDraft({ ...FULL, endToEndId: "" }, maker, TODAY);
    const since = new Date(Date.now() - 86_400_000);
    expect((await duplicateCandidates([IBAN], since)).map((c) => c.draftId).sort()).toEqual(
      [own, other].sort(),
    );
    expect((await duplicateCandidates([IBAN], since, own)).map((c) => c.draftId)).toEqual([other]);
  });

  it("leaves out drafts closed unpaid and drafts older than the window; 0 days asks nothing", async () => {
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect((await findDuplicates([subject()], { windowDays: 30, now: later })).matches).toEqual([]);
    await withdrawDraft(draftId, maker);
    expect((await findDuplicates([subject()], { windowDays: 30 })).matches).toEqual([]);
    expect(await findDuplicates([subject()], { windowDays: 0 })).toEqual({
      windowDays: 0,
      matches: [],
      platform: "off",
    });
    expect(searchPayments).toHaveBeenCalledTimes(2);
  });

  it("asks the platform for the IBAN and amount in the window and keeps only rows that match", async () => {
    vi.mocked(searchPayments).mockResolvedValue(
      page([
        platformRow(7),
        platformRow(8, { amount: 1 }),
        platformRow(9, { direction: "INBOUND" }),
      ]) as never,
    );
    const check = await findDuplicates([subject()], { windowDays: 30 });
    expect(check.matches).toEqual([{ line: 1, source: "platform", platformId: 7, at: expect.any(String) }]);
    expect(searchPayments).toHaveBeenCalledWith(
      expect.objectContaining({
        direction: "OUTBOUND",
        creditorAccount: IBAN,
        amountFrom: 123_456n,
        amountTo: 123_456n,
      }),
    );
  });

  it("does not count the platform's copy of a Countersign payment twice", async () => {
    const { draftId } = await createPaymentDraft(FULL, maker, TODAY);
    await test.db.draftPayment.update({
      where: { draftId_line: { draftId, line: 1 } },
      data: { platformId: 7n, state: "created" },
    });
    vi.mocked(searchPayments).mockResolvedValue(page([platformRow(7)]) as never);
    expect((await findDuplicates([subject()], { windowDays: 30, draftId })).matches).toEqual([]);
  });

  it("says when the platform could not be asked, or was read only in part, instead of 'no duplicate'", async () => {
    vi.mocked(searchPayments).mockRejectedValue(new Error("timeout"));
    expect(await findDuplicates([subject()], { windowDays: 30 })).toMatchObject({
      matches: [],
      platform: "unavailable",
    });
    vi.mocked(searchPayments).mockResolvedValue(
      page([], [{ kind: "scan_budget", scanned: 5000, found: 0 }]) as never,
    );
    expect(await findDuplicates([subject()], { windowDays: 30 })).toMatchObject({ platform: "partial" });
  });

  it("matches the rows of one upload with each other", async () => {
    const check = await findDuplicates(
      [subject(), subject({ line: 2 }), subject({ line: 3, amountMinor: 5 })],
      {
        windowDays: 30,
      },
    );
    expect(check.matches).toEqual([
      { line: 1, source: "file", otherLine: 2 },
      { line: 2, source: "file", otherLine: 1 },
    ]);
  });
});
