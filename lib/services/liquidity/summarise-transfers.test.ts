import { describe, expect, it } from "vitest";
import type { TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import {
  fakeTransfer,
  fakeTransfersPlatform,
  type TFakeGateway,
} from "@/lib/testing/fake-transfers-platform";
import { withPlatform } from "../platform/registry";
import { PAGE } from "./read-transfer-pages";
import { CAP, COUNT_BUDGET_PAGES, summariseTransfers } from "./summarise-transfers";
import { createTransferListMemory, type TTransferListMemory } from "./transfer-list-memory";

// A fake platform that filters by status and pages by offset, and records every query it was asked. Its
// rows all match the other filters of `base`, so that ignoring them changes nothing.
function fake(counts: Record<string, number>, amount = 1_000) {
  const queries: TTransferQuery[] = [];
  const all: TTransfer[] = [];
  let id = 0;
  for (const [status, n] of Object.entries(counts))
    for (let i = 0; i < n; i += 1)
      all.push({
        id: ++id,
        requestId: "X",
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
  const gateway: TFakeGateway = {
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
  return { gateway, queries };
}

// The use case on the fake gateway (withPlatform), arguments in the order the tests read them.
const summariseOn = (q: TTransferQuery, gateway: TFakeGateway, memory: TTransferListMemory) =>
  withPlatform({ gateway }, () => summariseTransfers(q, memory));

const base: TTransferQuery = {
  limit: 25,
  offset: 40,
  sort: "requestId,ASC",
  requestId: "X",
  dateTimeFrom: "2026-03-01T00:00:00.000Z",
};

describe("summariseTransfers", () => {
  it("asks once per status with the same filters (not the page, size or order) and sums exactly", async () => {
    const { gateway, queries } = fake({ COMPLETED: 3, REJECTED: 1 }, 10_000);
    const s = await summariseOn(base, gateway, createTransferListMemory());
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
      exact: true,
    });
    expect(s.totals.find((t) => t.status === "CREATED")).toEqual({
      status: "CREATED",
      count: 0,
      amountMinor: "0",
      read: 0,
      exact: true,
    });
    expect(s.points).toHaveLength(4);
    expect(s).toMatchObject({ capped: false, counted: "platform", filteredHere: [], notices: [] });
  });

  it("only the statuses filtered for", async () => {
    const { gateway, queries } = fake({ COMPLETED: 3, REJECTED: 1 });
    const s = await summariseOn({ ...base, status: ["REJECTED"] }, gateway, createTransferListMemory());
    expect(queries.map((q) => q.status)).toEqual([["REJECTED"]]);
    expect(s.totals.map((t) => t.status)).toEqual(["REJECTED"]);
  });

  it("pages through up to the cap, then says the amount is partial while the count stays exact", async () => {
    const { gateway, queries } = fake({ COMPLETED: CAP + 30, ACCEPTED: 150 }, 3);
    const s = await summariseOn({ limit: 10, offset: 0 }, gateway, createTransferListMemory());
    const completed = s.totals.find((t) => t.status === "COMPLETED")!;
    expect(completed).toEqual({
      status: "COMPLETED",
      count: CAP + 30,
      amountMinor: String(CAP * 3),
      read: CAP,
      exact: true,
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
    const { gateway } = fake({ COMPLETED: 3 }, Number.MAX_SAFE_INTEGER);
    const s = await summariseOn({ limit: 10, offset: 0 }, gateway, createTransferListMemory());
    expect(s.totals.find((t) => t.status === "COMPLETED")!.amountMinor).toBe(
      (3n * BigInt(Number.MAX_SAFE_INTEGER)).toString(),
    );
  });

  it("a platform that ignores the status name: counted here by each row's own status, in one read", async () => {
    const rows = [
      ...Array.from({ length: 3 }, (_, i) => fakeTransfer(i + 1, { status: "COMPLETED", amount: 100 })),
      fakeTransfer(4, { status: "REJECTED", amount: 7 }),
      fakeTransfer(5, { status: "ACCEPTED", amount: 5, debtorAccount: "OTHER" }),
    ];
    const { gateway, queries } = fakeTransfersPlatform(rows, { honours: ["debtorAccount"] });
    const s = await summariseOn(
      { limit: 10, offset: 0, debtorAccount: rows[0]!.debtorAccount! },
      gateway,
      createTransferListMemory(),
    );
    const by = Object.fromEntries(s.totals.map((t) => [t.status, t]));
    expect(by.COMPLETED).toEqual({ status: "COMPLETED", count: 3, amountMinor: "300", read: 3, exact: true });
    expect(by.REJECTED).toMatchObject({ count: 1, amountMinor: "7", exact: true });
    expect(by.ACCEPTED).toMatchObject({ count: 0, exact: true });
    expect(s.points).toHaveLength(4);
    expect(s).toMatchObject({ counted: "here", filteredHere: ["status"], capped: false });
    expect(s.notices.map((n) => n.kind)).toEqual(["counted_here"]);
    // The first page of each status showed it; then one read without a status filter.
    expect(queries.slice(5).map((q) => q.status)).toEqual([undefined]);
  });

  it("counted here from a read the budget cut: at least, and said so", async () => {
    const many = COUNT_BUDGET_PAGES * PAGE + 50;
    const rows = Array.from({ length: many }, (_, i) =>
      fakeTransfer(i + 1, { status: i % 2 ? "COMPLETED" : "REJECTED" }),
    );
    const { gateway } = fakeTransfersPlatform(rows, { honours: [] });
    const s = await summariseOn({ limit: 10, offset: 0 }, gateway, createTransferListMemory());
    const read = COUNT_BUDGET_PAGES * PAGE;
    expect(s.totals.find((t) => t.status === "COMPLETED")).toMatchObject({ count: read / 2, exact: false });
    expect(s).toMatchObject({ counted: "here", capped: true });
    expect(s.notices.map((n) => n.kind)).toEqual(["counted_here", "count_cut"]);
    expect(s.notices[1]!.message).toContain(
      `after reading 2,500 transfers of the ${many.toLocaleString("en")}`,
    );
  });

  it("status applied but an account ignored: the platform's counts include others, so the rows are counted", async () => {
    const rows = [
      fakeTransfer(1, { status: "COMPLETED" }),
      fakeTransfer(2, { status: "COMPLETED", creditorAccount: "ELSEWHERE" }),
      fakeTransfer(3, { status: "REJECTED", creditorAccount: "ELSEWHERE" }),
    ];
    const { gateway } = fakeTransfersPlatform(rows, { honours: ["status"] });
    const s = await summariseOn(
      { limit: 10, offset: 0, creditorAccount: rows[0]!.creditorAccount },
      gateway,
      createTransferListMemory(),
    );
    expect(s.totals.find((t) => t.status === "COMPLETED")).toMatchObject({ count: 1, exact: true });
    expect(s.totals.find((t) => t.status === "REJECTED")).toMatchObject({ count: 0, exact: true });
    expect(s).toMatchObject({ counted: "here", filteredHere: ["creditorAccount"] });
    expect(s.notices[0]!.message).toContain("did not apply the Creditor account filter");
  });

  it("a 400 naming the status: counted here without it, and the next summary goes straight there", async () => {
    const rows = [fakeTransfer(1, { status: "COMPLETED" }), fakeTransfer(2, { status: "REJECTED" })];
    const memory = createTransferListMemory();
    const { gateway, queries } = fakeTransfersPlatform(rows, { refuses: ["status"] });
    const s = await summariseOn({ limit: 10, offset: 0, status: ["REJECTED"] }, gateway, memory);
    expect(s.totals).toEqual([{ status: "REJECTED", count: 1, amountMinor: "1000", read: 1, exact: true }]);
    expect(s.counted).toBe("here");
    const before = queries.length;
    await summariseOn({ limit: 10, offset: 0 }, gateway, memory);
    expect(queries.slice(before).map((q) => q.status)).toEqual([undefined]);
  });
});
