import { describe, expect, it } from "vitest";
import type { TTransfer } from "@/lib/domain/liquidity/liquidity";
import {
  candidatesOf,
  laterOffsets,
  matchesIntent,
  READ_BACK_SKEW_MS,
  readBackWindow,
  type TReadBackIntent,
} from "./read-back-match";

const intent: TReadBackIntent = {
  requestId: "R-1",
  debtorAccount: "LT223999010000000101",
  creditorAccount: "LT113999010000000202",
  amountMinor: 123_456n,
  currency: "EUR",
  dismissed: [7],
};
const sentAt = new Date("2026-11-26T10:00:00.000Z");
const window = readBackWindow(sentAt, new Date("2026-11-26T10:00:30.000Z"));
const row = (over: Partial<TTransfer> = {}): TTransfer => ({
  id: 1,
  requestId: "R-1",
  amount: 123_456,
  currency: "EUR",
  debtorAccount: intent.debtorAccount,
  creditorAccount: intent.creditorAccount,
  debtorBankName: null,
  creditorBankName: null,
  sepaMessageId: null,
  status: "CREATED",
  transferType: "INTERNAL",
  settlementDate: null,
  purpose: null,
  createdAt: "2026-11-26T10:00:01.000Z",
  updatedAt: null,
  ...over,
});

describe("matchesIntent", () => {
  it("needs the same accounts, amount and currency, created inside the window", () => {
    expect(matchesIntent(row(), intent, window)).toBe(true);
    expect(matchesIntent(row({ amount: 123_457 }), intent, window)).toBe(false);
    expect(matchesIntent(row({ currency: "USD" }), intent, window)).toBe(false);
    expect(matchesIntent(row({ creditorAccount: intent.debtorAccount }), intent, window)).toBe(false);
    expect(matchesIntent(row({ debtorAccount: intent.creditorAccount }), intent, window)).toBe(false);
    const before = new Date(sentAt.getTime() - READ_BACK_SKEW_MS - 1).toISOString();
    expect(matchesIntent(row({ createdAt: before }), intent, window)).toBe(false);
  });

  it("does not rule out what the interface leaves optional or a platform writes differently", () => {
    expect(matchesIntent(row({ debtorAccount: null }), intent, window)).toBe(true);
    expect(matchesIntent(row({ createdAt: "yesterday-ish" }), intent, window)).toBe(true);
    const spaced = "LT11 3999 0100 0000 0202".toLowerCase();
    expect(matchesIntent(row({ creditorAccount: spaced }), intent, window)).toBe(true);
    // The platform's clock a little behind ours.
    const early = new Date(sentAt.getTime() - 60_000).toISOString();
    expect(matchesIntent(row({ createdAt: early }), intent, window)).toBe(true);
  });
});

describe("candidatesOf", () => {
  it("keeps matching rows once each, ours by request id first, and marks the dismissed", () => {
    const rows = [
      row({ id: 5, requestId: "other", createdAt: "2026-11-26T10:00:02.000Z" }),
      row({ id: 7, requestId: null }),
      row({ id: 9 }),
      row({ id: 9 }),
      row({ id: 11, amount: 1 }),
    ];
    expect(candidatesOf(rows, intent, window).map((c) => [c.transfer.id, c.requestId, c.dismissed])).toEqual([
      [9, "same", false],
      [7, "absent", true],
      [5, "other", false],
    ]);
  });
});

describe("laterOffsets", () => {
  it("reads every page when the budget covers them", () => {
    expect(laterOffsets(0)).toEqual([]);
    expect(laterOffsets(100)).toEqual([]);
    expect(laterOffsets(101)).toEqual([100]);
    expect(laterOffsets(500)).toEqual([100, 200, 300, 400]);
  });

  it("spends the budget at both ends when it cannot (the list's order is not shown)", () => {
    expect(laterOffsets(10_000)).toEqual([100, 200, 9800, 9900]);
  });
});
