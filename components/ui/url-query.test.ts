import { describe, expect, it } from "vitest";
import { canonicalQuery, firstParams, withParams } from "./url-query";

describe("list URLs", () => {
  it("keeps the first value of known keys only, from URLSearchParams or Next's searchParams", () => {
    const keys = ["status", "limit"];
    expect(firstParams(new URLSearchParams("status=A&status=B&x=1&limit="), keys)).toEqual({ status: "A" });
    expect(firstParams({ status: ["A", "B"], limit: "20", x: "1" }, keys)).toEqual({
      status: "A",
      limit: "20",
    });
  });

  it("makes one canonical form: sorted, invalid keys dropped", () => {
    expect(canonicalQuery({ status: "A", limit: "20", bad: "x" }, ["bad"])).toBe("limit=20&status=A");
  });

  it("sets and removes parameters, keeping the canonical order", () => {
    expect(withParams("limit=20&status=A", { status: null, direction: "IN", after: "" })).toBe(
      "direction=IN&limit=20",
    );
  });
});
