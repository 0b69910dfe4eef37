import { describe, expect, it } from "vitest";
import { canBeClosed, UUID_MESSAGE, ZCloseAccountInput, ZLedgerId } from "./accounts";

describe("ZLedgerId", () => {
  it("accepts a UUID in either case with spaces around it, and keeps it lower case", () => {
    expect(ZLedgerId.parse("  3F1C2B9A-5D6E-4F70-8A9B-0C1D2E3F4A5B ")).toBe(
      "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
    );
  });

  it.each([
    "",
    "42",
    "3f1c2b9a5d6e4f708a9b0c1d2e3f4a5b",
    "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5g",
    "x".repeat(500),
  ])("refuses %j with a field message", (raw) => {
    const r = ZLedgerId.safeParse(raw);
    expect(r.success).toBe(false);
    expect([UUID_MESSAGE, "Enter an id."]).toContain(r.error!.issues[0]!.message);
  });

  it("needs an intent key that is a UUID for a close", () => {
    const accountId = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
    expect(ZCloseAccountInput.safeParse({ accountId, intentKey: "k" }).success).toBe(false);
    expect(ZCloseAccountInput.safeParse({ accountId, intentKey: crypto.randomUUID() }).success).toBe(true);
  });

  it("offers a close for OPENED and BLOCKED only", () => {
    expect(["OPENED", "BLOCKED", "CLOSED"].map(canBeClosed)).toEqual([true, true, false]);
  });
});
