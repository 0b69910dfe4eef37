import { describe, expect, it } from "vitest";
import { ZDeleteViewInput, ZSaveViewInput } from "./saved-views";

describe("ZSaveViewInput", () => {
  const parse = (over: Record<string, unknown>) =>
    ZSaveViewInput.safeParse({ page: "payments", name: "Mine", query: "", ...over });

  it("stores the query canonical and without its page position", () => {
    const parsed = parse({ query: "status=5&limit=10&next=abc&scheme=SEPA&status=2&foo=bar" });
    expect(parsed.success && parsed.data.query).toBe("limit=10&scheme=SEPA&status=2&status=5");
    expect(parsed.success && parsed.data.replace).toBe(false);
  });

  it("trims the name, folds its spaces, and wants 1 to 80 characters", () => {
    expect(parse({ name: "  Big   EUR  " }).data?.name).toBe("Big EUR");
    expect(parse({ name: "   " }).error?.issues[0]?.message).toBe("Give the view a name.");
    expect(parse({ name: "x".repeat(80) }).success).toBe(true);
    expect(parse({ name: "x".repeat(81) }).error?.issues[0]?.message).toBe(
      "A view name has at most 80 characters.",
    );
  });

  it("refuses filters that are not valid, naming them", () => {
    expect(parse({ query: "currency=JPY&amountFrom=1.5" }).error?.issues[0]?.message).toBe(
      "Fix the filters before saving them (amountFrom).",
    );
    expect(parse({ query: "uetr=nope&debtorBank=x" }).error?.issues[0]?.message).toBe(
      "Fix the filters before saving them (uetr, debtorBank).",
    );
    expect(parse({ page: "ledger" }).success).toBe(false);
  });

  it("takes a view id only as a UUID", () => {
    expect(ZDeleteViewInput.safeParse({ page: "payments", id: "1" }).error?.issues[0]?.message).toBe(
      "Not a saved view.",
    );
  });
});
