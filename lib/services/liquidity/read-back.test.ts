import { describe, expect, it } from "vitest";
import type { TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import type { TFakeGateway } from "@/lib/testing/fake-transfers-platform";
import { withPlatform } from "../platform/registry";
import { readBack, readPages } from "./read-back";
import { readBackWindow } from "./read-back-match";

// The read-back's paging against fake lists: one that ignores every filter and holds more than the page
// budget (oldest first, so the new transfer is on the last page), and one whose meta.amount is not a count.

const DEBTOR = "LT223999010000000101";
const CREDITOR = "LT113999010000000202";
const now = Date.now();
const transfer = (id: number, amount: number, at: number): TTransfer => ({
  id,
  requestId: `R-${id}`,
  amount,
  currency: "EUR",
  debtorAccount: DEBTOR,
  creditorAccount: CREDITOR,
  debtorBankName: null,
  creditorBankName: null,
  sepaMessageId: null,
  status: "CREATED",
  transferType: "INTERNAL",
  settlementDate: null,
  purpose: null,
  createdAt: new Date(at).toISOString(),
  updatedAt: null,
});

function unfiltered(rows: TTransfer[], total: (n: number) => number = (n) => n) {
  const asked: TTransferQuery[] = [];
  const gateway: TFakeGateway = {
    async listTransfers(q) {
      asked.push(q);
      return { rows: rows.slice(q.offset, q.offset + q.limit), total: total(rows.length), ...q };
    },
    createTransfer: () => Promise.reject(new Error("no")),
  };
  return { gateway, asked };
}

describe("readBack", () => {
  it("finds the new transfer at the far end of a long unfiltered list, and says the read was partial", async () => {
    const old = Array.from({ length: 1_000 }, (_, i) => transfer(i + 1, 500, now - 86_400_000 + i));
    const { gateway, asked } = unfiltered([...old, transfer(5_000, 777, now)]);
    const intent = {
      requestId: "R-5000",
      debtorAccount: DEBTOR,
      creditorAccount: CREDITOR,
      amountMinor: 777n,
      currency: "EUR",
      dismissed: [],
    };
    const rb = await withPlatform({ gateway }, () => readBack(intent, readBackWindow(new Date(now - 1_000))));
    expect(asked.map((q) => q.offset)).toEqual([0, 100, 200, 900, 1000]);
    expect(rb).toMatchObject({ status: "done", complete: false, rowsRead: 401, listed: 1_001 });
    expect(rb.candidates.map((c) => c.transfer.id)).toEqual([5_000]);
  });

  it("reads on from the front until a short page when meta.amount cannot be the count", async () => {
    const rows = Array.from({ length: 250 }, (_, i) => transfer(i + 1, 1, now));
    const { gateway, asked } = unfiltered(rows, () => 3);
    const read = await withPlatform({ gateway }, () => readPages({}));
    expect(asked.map((q) => q.offset)).toEqual([0, 100, 200]);
    expect(read).toMatchObject({ complete: true, listed: null });
    expect(read.rows).toHaveLength(250);
  });
});
