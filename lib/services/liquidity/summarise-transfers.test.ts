import { describe, expect, it } from "vitest";
import type { TTransfer, TTransferQuery } from "@/lib/schemas/liquidity";
import type { TLiquidityDeps } from "./deps";
import { CAP, PAGE, summariseTransfers } from "./summarise-transfers";

// A fake platform that filters by status and pages by offset, and records every query it was asked.
function fake(counts: Record<string, number>, amount = 1_000) {
  const queries: TTransferQuery[] = [];
  const all: TTransfer[] = [];
  let id = 0;
  for (const [status, n] of Object.entries(counts))
    for (let i = 0; i < n; i += 1)
      all.push({
        id: ++id,
        requestId: `R-${id}`,
        amount,
        currency: "EUR",
        debtorAccount: "A",
        creditorAccount: "B",
        debtorBankName: null,
        creditorBankName: null,
        sepaMessageId: null,
        status,
        transferType: "INTERNAL",
        settlementDate: null,
        purpose: null,
        createdAt: `2026-03-01T10:00:${String(id % 60).padStart(2, "0")}Z`,
        updatedAt: null,
      });
  const deps: TLiquidityDeps = {
    async listTransfers(q) {
      queries.push(q);
      const matching = all.filter((t) => !q.status || q.status.includes(t.status as never));
      return {
        rows: matching.slice(q.offset, q.offset + q.limit),
        total: matching.length,
        limit: q.limit,
        offset: q.offset,
      };
    },
    createTransfer: () => Promise.reject(new Error("not here")),
  };
  return { deps, queries };
}

const base: TTransferQuery = {
  limit: 25,
  offset: 40,
  sort: "requestId,ASC",
  requestId: "X",
  dateTimeFrom: "2026-03-01T00:00:00.000Z",
};

describe("summariseTransfers", () => {
  it("asks once per status with the same filters (not the page, size or order) and sums exactly", async () => {
    const { deps, queries } = fake({ COMPLETED: 3, REJECTED: 1 }, 10_000);
    const s = await summariseTransfers(base, deps);
    expect(queries).toHaveLength(5);
    for (const q of queries) {
      expect(q).toMatchObject({ requestId: "X", dateTimeFrom: base.dateTimeFrom, limit: PAGE, offset: 0 });
      expect(q.sort).toBeUndefined();
      expect(q.status).toHaveLength(1);
    }
    expect(s.totals.find((t) => t.status === "COMPLETED")).toEqual({
      status: "COMPLETED",
      count: 3,
      amountMinor: "30000",
      read: 3,
    });
    expect(s.totals.find((t) => t.status === "CREATED")).toEqual({
      status: "CREATED",
      count: 0,
      amountMinor: "0",
      read: 0,
    });
    expect(s.points).toHaveLength(4);
    expect(s.capped).toBe(false);
  });

  it("only the statuses filtered for", async () => {
    const { deps, queries } = fake({ COMPLETED: 3, REJECTED: 1 });
    const s = await summariseTransfers({ ...base, status: ["REJECTED"] }, deps);
    expect(queries.map((q) => q.status)).toEqual([["REJECTED"]]);
    expect(s.totals.map((t) => t.status)).toEqual(["REJECTED"]);
  });

  it("pages through up to the cap, then says the amount is partial while the count stays exact", async () => {
    const { deps, queries } = fake({ COMPLETED: CAP + 30, ACCEPTED: 150 }, 3);
    const s = await summariseTransfers({ limit: 10, offset: 0 }, deps);
    const completed = s.totals.find((t) => t.status === "COMPLETED")!;
    expect(completed).toEqual({
      status: "COMPLETED",
      count: CAP + 30,
      amountMinor: String(CAP * 3),
      read: CAP,
    });
    expect(s.totals.find((t) => t.status === "ACCEPTED")).toMatchObject({
      count: 150,
      read: 150,
      amountMinor: "450",
    });
    expect(s.capped).toBe(true);
    expect(queries.filter((q) => q.status?.[0] === "COMPLETED").map((q) => q.offset)).toEqual([
      0, 100, 200, 300, 400,
    ]);
  });

  it("sums past 2^53 as a bigint", async () => {
    const { deps } = fake({ COMPLETED: 3 }, Number.MAX_SAFE_INTEGER);
    const s = await summariseTransfers({ limit: 10, offset: 0 }, deps);
    expect(s.totals.find((t) => t.status === "COMPLETED")!.amountMinor).toBe(
      (3n * BigInt(Number.MAX_SAFE_INTEGER)).toString(),
    );
  });
});
