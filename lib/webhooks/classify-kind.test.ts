import { describe, expect, it } from "vitest";
import { classifyKind } from "./classify-kind";

describe("classifyKind", () => {
  it("trusts a known kind header", () => {
    expect(classifyKind("LIQUIDITY", {})).toBe("LIQUIDITY");
  });
  it("falls back on the documented body shapes", () => {
    expect(classifyKind(null, { trx_id: 1, status: "Accepted", end_to_end_id: "E" })).toBe("PAYMENT_STATUS");
    expect(classifyKind(null, { cancellationId: 7, status: "CANCELLATION_IN_PROGRESS" })).toBe(
      "CANCELLATION_STATUS",
    );
    expect(classifyKind("nonsense", { event: "PENDING_CONFIRMATION", trx_id: 3, status: "x" })).toBe(
      "PENDING_CONFIRMATION",
    );
  });
  it("says UNKNOWN for anything else", () => {
    expect(classifyKind(null, [1, 2])).toBe("UNKNOWN");
    expect(classifyKind(null, "text")).toBe("UNKNOWN");
    expect(classifyKind(null, { hello: "world" })).toBe("UNKNOWN");
  });
});
