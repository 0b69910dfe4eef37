import { describe, expect, it } from "vitest";
import type { TDecisionRecord, TOrderRow } from "@/lib/domain/restriction-orders/types";
import { listDecideGate } from "./list-decide";

const party = { name: null, account: null, bic: null, id: null, memberCode: null };
const row = (over: Partial<TOrderRow> = {}): TOrderRow => ({
  docId: "RO-1",
  date: "2026-01-02T10:00:00Z",
  type: "BLOCK",
  referenceDocId: null,
  status: "UNPROCESSED",
  amount: 12_345,
  currency: "EUR",
  payer: party,
  payee: party,
  decision: null,
  ...over,
});
const record = (state: TDecisionRecord["state"]): TDecisionRecord => ({
  decision: "CONFIRM",
  reason: null,
  state,
  userEmail: "compliance@example.com",
  attempts: 1,
  startedAt: "2026-01-02T10:00:00Z",
  finishedAt: null,
  accepted: null,
  providerStatus: null,
  providerCode: null,
  message: null,
});

describe("listDecideGate", () => {
  it("opens the dialog for an UNPROCESSED order, also after an attempt that was refused or unanswered", () => {
    expect(listDecideGate(row(), true)).toEqual({ ok: true });
    expect(listDecideGate(row({ decision: record("refused") }), true)).toEqual({ ok: true });
    expect(listDecideGate(row({ decision: record("unknown") }), true)).toEqual({ ok: true });
  });

  it("says an order already decided takes no further decision", () => {
    for (const status of ["CONFIRMED", "REJECTED"] as const) {
      const gate = listDecideGate(row({ status, decision: record("decided") }), true);
      expect(gate).toMatchObject({ ok: false, title: `Order RO-1 is already ${status}` });
    }
  });

  it("waits while a decision is being sent", () => {
    expect(listDecideGate(row({ decision: record("pending") }), true)).toMatchObject({
      ok: false,
      title: "Order RO-1 is being decided",
    });
  });

  it("never opens a dialog for someone who may not decide, whatever the order", () => {
    expect(listDecideGate(row(), false)).toMatchObject({ ok: false });
    expect(listDecideGate(row({ status: "CONFIRMED" }), false)).toMatchObject({
      ok: false,
      title: "You can read restriction orders, not decide them",
    });
  });
});
