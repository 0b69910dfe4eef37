import { describe, expect, it } from "vitest";
import { order } from "@/lib/testing/fake-restriction-platform";
import { pagingHonoured, refusedParams, rowsOutsideFilter, sortHonoured } from "./list-checks";
import type { TOrderStatus } from "@/lib/domain/restriction-orders/restriction-orders";

// The checks of a list answer against Countersign's guesses (docs/platform.md, Restriction orders).

const o = (docId: string, over: { status?: TOrderStatus; amount?: number; date?: string } = {}) => {
  const x = order(docId, over.status);
  if (over.amount !== undefined) x.amount = over.amount;
  if (over.date) x.date = over.date;
  return x;
};

describe("sortHonoured", () => {
  it("amounts and dates in either direction; ties pass", () => {
    const rows = [o("a", { amount: 1 }), o("b", { amount: 2 }), o("c", { amount: 2 })];
    expect(sortHonoured(rows, { key: "amount", dir: "asc" })).toBe(true);
    expect(sortHonoured(rows, { key: "amount", dir: "desc" })).toBe(false);
    expect(sortHonoured([...rows].reverse(), { key: "amount", dir: "desc" })).toBe(true);
    const dates = [o("a", { date: "2026-11-20T10:00:00+01:00" }), o("b", { date: "2026-11-20T09:30:00Z" })];
    // 09:00Z then 09:30Z: by time, not by the strings.
    expect(sortHonoured(dates, { key: "date", dir: "asc" })).toBe(true);
  });

  it("document ids by code unit or case-insensitively; statuses by name or in the interface's order", () => {
    expect(sortHonoured([o("RO-A"), o("ro-b"), o("RO-C")], { key: "doc_id", dir: "asc" })).toBe(true);
    expect(sortHonoured([o("RO-C"), o("RO-A")], { key: "doc_id", dir: "asc" })).toBe(false);
    const byName = [
      o("1", { status: "CONFIRMED" }),
      o("2", { status: "REJECTED" }),
      o("3", { status: "UNPROCESSED" }),
    ];
    const byRank = [
      o("1", { status: "UNPROCESSED" }),
      o("2", { status: "CONFIRMED" }),
      o("3", { status: "REJECTED" }),
    ];
    expect(sortHonoured(byName, { key: "status", dir: "asc" })).toBe(true);
    expect(sortHonoured(byRank, { key: "status", dir: "asc" })).toBe(true);
    expect(sortHonoured([byRank[1]!, byRank[0]!, byRank[2]!], { key: "status", dir: "asc" })).toBe(false);
  });
});

describe("the other checks", () => {
  it("rowsOutsideFilter counts rows of another status", () => {
    expect(rowsOutsideFilter([o("a"), o("b", { status: "REJECTED" })], "UNPROCESSED")).toBe(1);
  });

  it("refusedParams: only a 400, only the guessed parameters it names", () => {
    const named = (status: number, ...fields: string[]) => ({
      status,
      fieldErrors: fields.map((field) => ({ field, message: "unknown" })),
    });
    expect(refusedParams(named(400, "status", "size"))).toEqual(["status"]);
    expect(refusedParams(named(400, "sort"))).toEqual(["sort"]);
    expect(refusedParams(named(400, "size"))).toEqual([]);
    expect(refusedParams(named(500, "status"))).toEqual([]);
  });

  it("pagingHonoured compares the echoed page and size", () => {
    const m = { orders: [], isLastPage: false, pageNumber: 1, pageSize: 20, totalItems: 90 };
    expect(pagingHonoured(m, 1, 20)).toBe(true);
    expect(pagingHonoured(m, 0, 20)).toBe(false);
    expect(pagingHonoured(m, 1, 100)).toBe(false);
  });
});
