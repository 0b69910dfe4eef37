import { describe, expect, it } from "vitest";
import { toAccount, toTransaction, toWireTransaction } from "./mapping";
import type { TLedgerAccount } from "./schemas";

// The ledger's wire shapes become the domain's views inside the provider: balance lines keep the ledger's
// order, absent optional fields become null, and a write sends the six posting fields.

const ID = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const wire: TLedgerAccount = {
  accountId: ID,
  iban: "DE89370400440532013000",
  partyId: "9d1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
  status: "BLOCKED",
  createdAt: "2026-11-01T10:00:00.000Z",
  statusUpdatedAt: "2026-11-02T11:00:00.000Z",
  balances: [
    { currency: "JPY", availableBalance: 5, holdingBalance: 0 },
    { currency: "BHD", availableBalance: 1_001, holdingBalance: 2 },
  ],
  currentLedgerAccount: `CUSTOMER:p:${ID}:CURRENT`,
  holdingLedgerAccount: `CUSTOMER:p:${ID}:HOLDING`,
};

describe("ledger mapping", () => {
  it("maps the wire account to the view, balance lines in the ledger's order", () => {
    expect(toAccount(wire)).toEqual({
      accountId: ID,
      iban: wire.iban,
      partyId: wire.partyId,
      status: "BLOCKED",
      createdAt: wire.createdAt,
      statusUpdatedAt: wire.statusUpdatedAt,
      balances: [
        { currency: "JPY", available: 5, holding: 0 },
        { currency: "BHD", available: 1_001, holding: 2 },
      ],
      currentLedgerAccount: wire.currentLedgerAccount,
      holdingLedgerAccount: wire.holdingLedgerAccount,
    });
  });

  it("gives absent optional fields as null", () => {
    const { iban: _iban, createdAt: _c, statusUpdatedAt: _s, ...sparse } = wire;
    expect(toAccount(sparse)).toMatchObject({ iban: null, createdAt: null, statusUpdatedAt: null });
    const t = toTransaction({
      id: "t",
      referenceId: "REF",
      referenceSource: "CLIENT",
      postings: [{ id: "p", source: "a", destination: "b", amount: 1, currency: "EUR/2", type: "X" }],
    });
    expect(t).toMatchObject({ createdAt: null, postings: [{ currency: "EUR/2", details: null }] });
  });

  it("writes every posting field and nothing else", () => {
    const posting = { source: "a", destination: "b", amount: 1, currency: "EUR", type: "X", details: "" };
    const extra = { ...posting, note: "not sent" } as typeof posting;
    expect(
      toWireTransaction({ referenceId: "R", referenceSource: "CLIENT", postings: [extra] }).postings,
    ).toEqual([posting]);
  });
});
