import { describe, expect, it } from "vitest";
import { atCursor, cleared, hasCursor, withLimit } from "./payments-url";

describe("payments URL helpers", () => {
  it("pages one way at a time, keeping the filters, and back to the first page", () => {
    const q = "limit=2&metadata=m&prev=old";
    expect(atCursor(q, { next: "n1" })).toBe("limit=2&metadata=m&next=n1");
    expect(atCursor("limit=2&next=n1", { prev: "p1" })).toBe("limit=2&prev=p1");
    expect(atCursor(q, null)).toBe("limit=2&metadata=m");
    expect(hasCursor(q)).toBe(true);
    expect(hasCursor("limit=2")).toBe(false);
  });

  it("changes the page size in place and clears filters but not the size", () => {
    expect(withLimit("next=n1&status=5", "50")).toBe("limit=50&next=n1&status=5");
    expect(cleared("limit=50&next=n1&status=5")).toBe("limit=50");
    expect(cleared("status=5")).toBe("");
  });

  it("writes every link in the canonical order, status names in one spelling", () => {
    // A hand-typed link: its Next link names the same filters the page was read with (payment-filters.ts
    // sorts them too, and the provider sends them sorted), so the platform's token fits them.
    expect(atCursor("status=8&metadata=m&status=5&type=to-sign&type=2", { next: "n1" })).toBe(
      "metadata=m&next=n1&status=5&status=8&type=2&type=TO_SIGN",
    );
    expect(withLimit("status=Rejected,to sign", "10")).toBe("limit=10&status=REJECTED&status=TO_SIGN");
  });
});
