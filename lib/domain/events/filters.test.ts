import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { ZEventFilters } from "./filters";

describe("ZEventFilters", () => {
  it("defaults to the newest 50 deliveries, unfiltered", () => {
    expect(ZEventFilters.parse({})).toEqual({ limit: 50 });
  });

  it("parses every filter the page offers", () => {
    const f = ZEventFilters.parse({
      kind: "PAYMENT_STATUS",
      verified: "no",
      reason: "bad_signature",
      processing: "skipped",
      from: "2026-01-01T00:00:00.000Z",
      to: "2026-01-02T00:00:00Z",
      before: "120",
      limit: "100",
    });
    expect(f).toMatchObject({ kind: "PAYMENT_STATUS", verified: "no", reason: "bad_signature", limit: 100 });
    expect(f.from?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(f.before).toBe("120");
  });

  it("treats an empty select as 'any'", () => {
    expect(ZEventFilters.parse({ kind: "", verified: "", reason: "", processing: "" })).toEqual({
      limit: 50,
    });
  });

  it("names each bad field, for the route's 400", () => {
    const r = ZEventFilters.safeParse({
      kind: "payment",
      verified: "true",
      reason: "nope",
      processing: "done",
      from: "yesterday",
      before: "-1",
      limit: "7",
    });
    expect(r.success).toBe(false);
    expect(Object.keys(fieldErrorsOf(r.error!)).sort()).toEqual(
      ["before", "from", "kind", "limit", "processing", "reason", "verified"].sort(),
    );
  });

  it("refuses a range that ends before it starts, and both paging directions at once", () => {
    const r = ZEventFilters.safeParse({ from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z" });
    expect(fieldErrorsOf(r.error!)).toEqual({ to: "Must be after the start." });
    const both = ZEventFilters.safeParse({ before: "5", after: "2" });
    expect(Object.keys(fieldErrorsOf(both.error!))).toEqual(["after"]);
  });

  it("refuses a cursor too long for a bigint id", () => {
    expect(ZEventFilters.safeParse({ before: "1".repeat(20) }).success).toBe(false);
  });
});
