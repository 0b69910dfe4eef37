import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { claimDraftPayment, finishDraftPayment, unsettledPayments } from "./draft-payments";
import {
  insertDecision,
  insertDraft,
  lockDraft,
  moveDraft,
  totalsOf,
  type TNewDraftPayment,
} from "./payment-drafts";

const maker = { id: randomUUID(), email: "maker@example.com" };
const other = { id: randomUUID(), email: "checker@example.com", roles: ["finance_ops"] };

const payment = (line: number, amount: bigint, currency = "EUR"): TNewDraftPayment => ({
  line,
  payment: { line },
  idempotencyKey: randomUUID(),
  endToEndId: `E2E-${line}`,
  amount,
  currency,
  creditorIban: "DE89370400440532013000",
});

describe("payment drafts in the database", () => {
  const test = withAppTestDatabase();
  const draft = (payments = [payment(1, 1_250n)]) =>
    test.db.$transaction((tx) =>
      insertDraft(tx, {
        kind: payments.length > 1 ? "batch" : "single",
        maker,
        policyVersion: null,
        requirement: {},
        payments,
      }),
    );

  it("keeps a draft with its payments, count and sums per currency (as text: no 64-bit JSON numbers)", async () => {
    const id = await draft([payment(1, 9_007_199_254_740_993n), payment(2, 7n), payment(3, 5n, "USD")]);
    const row = await test.db.paymentDraft.findUniqueOrThrow({ where: { id }, include: { payments: true } });
    expect(row).toMatchObject({
      state: "waiting",
      paymentCount: 3,
      totals: { EUR: "9007199254741000", USD: "5" },
    });
    expect(row.payments.map((p) => p.state)).toEqual(["pending", "pending", "pending"]);
    expect(totalsOf([])).toEqual({});
  });

  it("never lets the maker decide, nor anyone decide twice, whoever writes the row", async () => {
    const id = await draft();
    await expect(
      test.db.$transaction((tx) =>
        insertDecision(tx, {
          draftId: id,
          user: { ...maker, roles: ["finance_ops"] },
          decision: "approve",
          reason: null,
        }),
      ),
    ).rejects.toThrow(/maker/);
    await test.db.$transaction((tx) =>
      insertDecision(tx, { draftId: id, user: other, decision: "approve", reason: null }),
    );
    await expect(
      test.db.$transaction((tx) =>
        insertDecision(tx, { draftId: id, user: other, decision: "approve", reason: null }),
      ),
    ).rejects.toThrow();
    // A rejection carries its reason, an approval none.
    await expect(
      test.db.$transaction((tx) =>
        insertDecision(tx, {
          draftId: id,
          user: { ...other, id: randomUUID() },
          decision: "reject",
          reason: null,
        }),
      ),
    ).rejects.toThrow();
  });

  it("moves a draft only from the state it is in", async () => {
    const id = await draft();
    await test.db.$transaction(async (tx) => {
      expect(await lockDraft(tx, id)).toMatchObject({ id, approvals: [] });
      expect(await moveDraft(tx, id, "waiting", "withdrawn", { closedByEmail: maker.email })).toBe(true);
      expect(await moveDraft(tx, id, "waiting", "submitting")).toBe(false);
    });
    expect(await test.db.$transaction((tx) => lockDraft(tx, randomUUID()))).toBeNull();
  });

  it("claims a payment for one attempt at a time, and only that attempt records its outcome", async () => {
    const id = await draft();
    const first = await claimDraftPayment(id, 1, "v3", 60_000);
    expect(first).toMatchObject({
      claimed: true,
      attempts: 1,
      previous: null,
      api: null,
      payment: { line: 1 },
    });
    const second = await claimDraftPayment(id, 1, "createSepaPmt", 60_000);
    expect(second).toMatchObject({ claimed: false, row: { state: "sending", api: "v3" } });
    expect(
      await finishDraftPayment(id, 1, 2, { state: "created", platformId: 1n, platformStatus: null }),
    ).toBe(false);
    expect(
      await finishDraftPayment(id, 1, 1, { state: "created", platformId: 41n, platformStatus: "Created" }),
    ).toBe(true);
    expect(await claimDraftPayment(id, 1, "v3", 0)).toMatchObject({
      claimed: false,
      row: { state: "created", platformId: 41n },
    });
  });

  it("claims an unanswered or stale attempt again with the same operation, but never a refused payment", async () => {
    const id = await draft([payment(1, 1n), payment(2, 2n)]);
    await claimDraftPayment(id, 1, "createSepaPmt", 60_000);
    await finishDraftPayment(id, 1, 1, {
      state: "unknown",
      providerStatus: null,
      providerCode: null,
      message: "timeout",
    });
    expect(await claimDraftPayment(id, 1, "v3", 60_000)).toMatchObject({
      claimed: true,
      attempts: 2,
      previous: "unknown",
      api: "createSepaPmt",
    });
    // A crash between the call and the commit leaves the row sending: stale, it is claimed again.
    await claimDraftPayment(id, 2, "v3", 60_000);
    expect(await unsettledPayments(new Date(Date.now() + 1_000))).toEqual(
      expect.arrayContaining([
        { draftId: id, line: 1 },
        { draftId: id, line: 2 },
      ]),
    );
    expect(await claimDraftPayment(id, 2, "v3", 60_000)).toMatchObject({ claimed: false });
    expect(await claimDraftPayment(id, 2, "v3", 0)).toMatchObject({
      claimed: true,
      attempts: 2,
      previous: "unknown",
    });
    await finishDraftPayment(id, 2, 2, {
      state: "refused",
      providerStatus: 400,
      providerCode: "VALIDATION_ERROR",
      message: "no",
    });
    expect(await claimDraftPayment(id, 2, "v3", 0)).toMatchObject({
      claimed: false,
      row: { state: "refused" },
    });
  });
});
