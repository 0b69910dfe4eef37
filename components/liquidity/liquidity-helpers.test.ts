import { describe, expect, it } from "vitest";
import type { TTransferPoint } from "@/lib/domain/liquidity/liquidity";
import { pairLooksAllowed } from "./account-label";
import { amountsByDay, dayOf, daysBetween, MAX_FILLED_DAYS, peakOf } from "./chart-data";
import { formToQuery, queryToForm } from "./filter-form-values";

const ACCOUNTS = [
  { account: "SCT1", bic: "AAAALT21XXX", scheme: "SCT" as const, bankName: "A" },
  { account: "INST1", bic: "AAAALT21XXX", scheme: "INST" as const, bankName: "A" },
  { account: "SCT2", bic: "AAAALT22XXX", scheme: "SCT" as const, bankName: "A, branch" },
];

describe("chart: amounts per day by status group", () => {
  const points: TTransferPoint[] = [
    ["2026-03-01T10:00:00Z", 10_000, "COMPLETED"],
    ["2026-03-01T22:30:00Z", 5_000, "COMPLETED"], // 00:30 on 2 March in Vilnius
    ["2026-03-01T11:00:00Z", 700, "REJECTED"],
    ["2026-03-03T09:00:00Z", 250, "SENT_TO_CLEAR"],
    ["2026-03-03T09:05:00Z", 50, "ACCEPTED"],
    ["2026-03-03T09:06:00Z", 99, "SOMETHING_NEW"], // no group: left out
  ];

  it("sums each group per calendar day in the reader's zone, with empty days in between", () => {
    expect(amountsByDay(points, "UTC")).toEqual([
      { day: "2026-03-01", count: 3, completed: 15_000n, moving: 0n, rejected: 700n },
      { day: "2026-03-02", count: 0, completed: 0n, moving: 0n, rejected: 0n },
      { day: "2026-03-03", count: 2, completed: 0n, moving: 300n, rejected: 0n },
    ]);
    const vilnius = amountsByDay(points, "Europe/Vilnius");
    expect(vilnius.map((d) => [d.day, d.completed])).toEqual([
      ["2026-03-01", 10_000n],
      ["2026-03-02", 5_000n],
      ["2026-03-03", 0n],
    ]);
  });

  it("sums exactly past 2^53 minor units", () => {
    const big: TTransferPoint[] = [
      ["2026-03-01T10:00:00Z", Number.MAX_SAFE_INTEGER, "COMPLETED"],
      ["2026-03-01T11:00:00Z", 2, "COMPLETED"],
    ];
    expect(amountsByDay(big, "UTC")[0]!.completed).toBe(9007199254740993n);
    expect(peakOf(amountsByDay(big, "UTC"))).toBe(9007199254740993n);
  });

  it("leaves out empty days when the span is too long to draw every day", () => {
    const far: TTransferPoint[] = [
      ["2026-01-01T10:00:00Z", 1, "COMPLETED"],
      ["2026-12-31T10:00:00Z", 1, "COMPLETED"],
    ];
    expect(daysBetween("2026-01-01", "2026-12-31").length).toBeGreaterThan(MAX_FILLED_DAYS);
    expect(amountsByDay(far, "UTC").map((d) => d.day)).toEqual(["2026-01-01", "2026-12-31"]);
    expect(amountsByDay([], "UTC")).toEqual([]);
    expect(dayOf("2026-03-29T22:30:00Z", "Europe/Vilnius")).toBe("2026-03-30");
  });
});

describe("filter form ↔ URL", () => {
  const empty = {
    status: [],
    from: "",
    to: "",
    debtorAccount: "",
    creditorAccount: "",
    requestId: "",
    sort: "",
  };

  it("sends a time typed in the reader's zone as UTC, tidies accounts, keeps the page size", () => {
    const r = formToQuery(
      {
        ...empty,
        from: "2026-03-01T10:00:00",
        debtorAccount: "lt22 3999",
        status: ["REJECTED", "COMPLETED"],
      },
      "50",
    );
    expect(r).toEqual({
      ok: true,
      query: `debtorAccount=LT223999&from=${encodeURIComponent(new Date("2026-03-01T10:00:00").toISOString())}&limit=50&status=COMPLETED&status=REJECTED`,
    });
    if (r.ok) expect(queryToForm(r.query).from).toBe("2026-03-01T10:00:00");
  });

  it("keeps each problem on its field and applies nothing", () => {
    expect(formToQuery({ ...empty, from: "yesterday", requestId: "a b" }, null)).toEqual({
      ok: false,
      errors: { from: "Not a date and time.", requestId: "A request id is 1–64 characters without spaces." },
    });
    expect(formToQuery({ ...empty, from: "2026-03-02T00:00:00", to: "2026-03-01T00:00:00" }, null)).toEqual({
      ok: false,
      errors: { to: "Must not be before the start." },
    });
  });
});

describe("account pair hint", () => {
  it("only SCT ↔ SCT Inst of one BIC looks allowed", () => {
    expect(pairLooksAllowed(ACCOUNTS, "SCT1", "INST1")).toBe(true);
    expect(pairLooksAllowed(ACCOUNTS, "INST1", "SCT1")).toBe(true);
    expect(pairLooksAllowed(ACCOUNTS, "SCT1", "SCT2")).toBe(false);
    expect(pairLooksAllowed(ACCOUNTS, "INST1", "SCT2")).toBe(false);
  });
});
