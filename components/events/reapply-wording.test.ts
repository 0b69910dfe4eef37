import { describe, expect, it } from "vitest";
import { reapplyAllPlan, reapplyAllWords, reapplyWords } from "./reapply-wording";

describe("reapply wording", () => {
  it("says what one delivery became, and why it still cannot be applied", () => {
    const base = { id: "12", kind: "LIQUIDITY", previousKind: "UNKNOWN", kindNote: null };
    expect(reapplyWords({ ...base, outcome: "processed", error: null })).toEqual({
      title: "Delivery 12 applied",
      description: "Applied as LIQUIDITY (stored as UNKNOWN until now).",
      tone: "success",
    });
    expect(
      reapplyWords({ ...base, previousKind: "LIQUIDITY", outcome: "unprocessable", error: "No status." }),
    ).toEqual({
      title: "Delivery 12 still cannot be applied",
      description: "Read as LIQUIDITY. No status.",
      tone: "warning",
    });
  });

  it("counts a batch", () => {
    expect(
      reapplyAllWords({ attempted: 3, processed: 2, unprocessable: 1, skipped: 0, remaining: 1 }),
    ).toEqual({
      title: "3 deliveries applied again",
      description: "2 applied, 1 still cannot be. 1 still waits to be applied.",
      tone: "warning",
    });
    expect(
      reapplyAllWords({ attempted: 1, processed: 1, unprocessable: 0, skipped: 0, remaining: 0 }).tone,
    ).toBe("success");
  });

  it("bounds one click at 100", () => {
    expect(reapplyAllPlan(3)).toEqual({
      take: 3,
      label: "Apply again all 3 unknown/unprocessable deliveries",
    });
    expect(reapplyAllPlan(1).label).toBe("Apply again all 1 unknown/unprocessable delivery");
    expect(reapplyAllPlan(250)).toEqual({
      take: 100,
      label: "Apply again 100 of the 250 unknown/unprocessable deliveries",
    });
  });
});
