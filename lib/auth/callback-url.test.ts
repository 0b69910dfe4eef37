import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeCallbackUrl("/payments?status=TO_SIGN")).toBe("/payments?status=TO_SIGN");
  });
  it("refuses other origins, protocol-relative and backslash tricks", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      5,
    ]) {
      expect(safeCallbackUrl(bad)).toBe("/");
    }
  });
  it("does not loop back to sign-in or land on an API", () => {
    expect(safeCallbackUrl("/login?callbackUrl=/x")).toBe("/");
    expect(safeCallbackUrl("/api/audit")).toBe("/");
  });
});
