import { describe, expect, it } from "vitest";
import { ZCancellationFilters } from "./filters";

describe("inbox filters", () => {
  it("parse the URL: empty means any, the page size is one of the offered ones", () => {
    expect(ZCancellationFilters.parse({ status: "", scheme: "SWIFT", awaiting: "yes", limit: "25" })).toEqual(
      {
        scheme: "SWIFT",
        awaiting: "yes",
        limit: 25,
      },
    );
    expect(ZCancellationFilters.safeParse({ limit: "7" }).success).toBe(false);
    expect(ZCancellationFilters.safeParse({ before: "12.34" }).success).toBe(true);
    expect(ZCancellationFilters.safeParse({ before: "abc" }).success).toBe(false);
  });
});
