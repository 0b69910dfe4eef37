import { describe, expect, it } from "vitest";
import type { TApprovalOutcome } from "@/lib/domain/approvals/approvals";
import type { TPayment } from "@/lib/domain/payments/payments";
import { nextSort, sortPayments } from "./queue-sort";
import { runSummary } from "./run-summary";
import { totalsByCurrency } from "./totals";

const p = (id: number, amount: number, currency: string, createdAt: string, creditorName = "X"): TPayment =>
  ({ id, amount, currency, createdAt, creditorName, direction: "OUTBOUND" }) as TPayment;

describe("sortPayments", () => {
  const rows = [
    p(1, 500, "EUR", "2026-11-24T10:00:00Z", "bravo"),
    p(2, 90, "USD", "2026-11-24T12:00:00Z", "Alpha"),
    p(3, 10_000, "EUR", "2026-11-24T11:00:00Z", "charlie"),
    p(4, 500, "EUR", "2026-11-24T09:00:00Z", "alpha"),
  ];
  it("orders amounts within a currency, currencies by code", () => {
    expect(sortPayments(rows, { key: "amount", desc: false }).map((r) => r.id)).toEqual([1, 4, 3, 2]);
    expect(sortPayments(rows, { key: "amount", desc: true }).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });
  it("orders by creation time and names regardless of case, keeping ties in the platform's order", () => {
    expect(sortPayments(rows, { key: "created", desc: true }).map((r) => r.id)).toEqual([2, 3, 1, 4]);
    expect(sortPayments(rows, { key: "creditor", desc: false }).map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });
  it("flips the same column, starts another", () => {
    expect(nextSort({ key: "created", desc: true }, "created")).toEqual({ key: "created", desc: false });
    expect(nextSort({ key: "created", desc: true }, "creditor")).toEqual({ key: "creditor", desc: false });
    expect(nextSort({ key: "creditor", desc: false }, "amount")).toEqual({ key: "amount", desc: true });
  });
});

describe("totalsByCurrency", () => {
  it("adds minor units exactly, per currency", () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(
      totalsByCurrency([
        { amount: big, currency: "EUR" },
        { amount: 2, currency: "EUR" },
        { amount: 150, currency: "JPY" },
      ]),
    ).toEqual([
      { currency: "EUR", minor: BigInt(big) + 2n, count: 2 },
      { currency: "JPY", minor: 150n, count: 1 },
    ]);
  });
});

describe("runSummary", () => {
  const o = (trxId: number, outcome: TApprovalOutcome["outcome"], message = "m"): TApprovalOutcome => ({
    trxId,
    outcome,
    replay: false,
    result: null,
    message,
    providerCode: null,
    providerStatus: null,
  });
  it("counts a clean run as a success", () => {
    expect(runSummary([o(1, "approved"), o(2, "approved")])).toMatchObject({
      tone: "success",
      title: "2 payments approved",
    });
  });
  it("names what became of the rest of a partial run", () => {
    expect(runSummary([o(1, "approved"), o(2, "refused"), o(3, "unknown"), o(4, "in_progress")])).toEqual({
      tone: "warning",
      title: "1 payment approved, 3 not",
      description:
        "1 refused by the platform, 1 without an answer, 1 being approved elsewhere. Each row below says why and what to do.",
    });
  });
  it("gives a single failure its own sentence", () => {
    expect(runSummary([o(1, "refused", "Signing is off.")])).toEqual({
      tone: "error",
      title: "The payment was not approved",
      description: "Signing is off.",
    });
  });
  it("says so when none of several was approved", () => {
    expect(runSummary([o(1, "refused"), o(2, "unknown")])).toMatchObject({
      tone: "error",
      title: "None of the 2 payments was approved",
    });
  });
});
