import { describe, expect, it } from "vitest";
import {
  canonicalLiquidityQuery,
  filterErrorsOf,
  filtersOnly,
  pageOf,
  parseLiquidityFilters,
  rawLiquidityParams,
  withParams,
} from "./filters";

const parse = (q: string) => parseLiquidityFilters(new URLSearchParams(q));

describe("liquidity filters: URL → gateway query", () => {
  it("defaults to 25 rows from the start, newest first (no sort)", () => {
    expect(parse("").data).toEqual({ limit: 25, offset: 0 });
  });

  it("maps every filter to the platform's parameter names, times to UTC with an offset", () => {
    const r = parse(
      "status=COMPLETED,REJECTED&status=COMPLETED&from=2026-03-01T10:00:00%2B02:00&to=2026-03-02T00:00:00Z" +
        "&debtorAccount=lt22 3999 0100 0000 0101&creditorAccount=LT113999010000000202&requestId=LIQ-1" +
        "&limit=50&offset=100&sort=requestId-desc",
    );
    expect(r.data).toEqual({
      status: ["COMPLETED", "REJECTED"],
      dateTimeFrom: "2026-03-01T08:00:00.000Z",
      dateTimeTo: "2026-03-02T00:00:00.000Z",
      debtorAccount: "LT223999010000000101",
      creditorAccount: "LT113999010000000202",
      requestId: "LIQ-1",
      limit: 50,
      offset: 100,
      sort: "requestId,DESC",
    });
    expect(parse("sort=requestId-asc").data?.sort).toBe("requestId,ASC");
  });

  it.each([
    ["status=DONE", "status"],
    ["from=2026-03-01", "from"],
    ["from=2026-03-01T10:00:00", "from"], // no offset: ambiguous, refused
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=1.5", "limit"],
    ["offset=-1", "offset"],
    ["sort=createdAt", "sort"],
    ["requestId=has space", "requestId"],
    ["requestId=" + "x".repeat(65), "requestId"],
    ["from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z", "to"],
  ])("refuses %s on %s", (q, key) => {
    const r = parse(q);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toContain(key);
  });

  it("accepts the edges: 1 and 100 rows, from equal to to", () => {
    expect(parse("limit=1").success).toBe(true);
    expect(parse("limit=100").success).toBe(true);
    expect(parse("from=2026-03-01T00:00:00Z&to=2026-03-01T00:00:00Z").success).toBe(true);
  });
});

describe("liquidity filters: canonical query", () => {
  it("one string per view: sorted keys and statuses, no default offset", () => {
    const a = canonicalLiquidityQuery(
      rawLiquidityParams(new URLSearchParams("status=REJECTED&status=COMPLETED&offset=0&limit=10")),
    );
    const b = canonicalLiquidityQuery(
      rawLiquidityParams(new URLSearchParams("limit=10&status=COMPLETED,REJECTED")),
    );
    expect(a).toBe(b);
    expect(a).toBe("limit=10&status=COMPLETED&status=REJECTED");
  });

  it("withParams replaces and removes; filtersOnly keeps what the totals depend on", () => {
    const q = "limit=10&offset=20&requestId=X&sort=requestId-asc";
    expect(withParams(q, { offset: "30" })).toBe("limit=10&offset=30&requestId=X&sort=requestId-asc");
    expect(withParams(q, { offset: null })).toBe("limit=10&requestId=X&sort=requestId-asc");
    expect(filtersOnly(q)).toBe("requestId=X");
  });

  it("page x of y from the platform's total", () => {
    expect(pageOf(0, 2, 5)).toEqual({ page: 1, pages: 3 });
    expect(pageOf(4, 2, 5)).toEqual({ page: 3, pages: 3 });
    expect(pageOf(0, 25, 0)).toEqual({ page: 1, pages: 1 });
    expect(pageOf(50, 25, 100)).toEqual({ page: 3, pages: 4 });
  });
});

describe("liquidity filters: the route's 400", () => {
  it("names the parameter, however deep the issue", () => {
    const r = parse("status=COMPLETED&status=BOGUS&from=yesterday");
    expect(r.success).toBe(false);
    expect(Object.keys(filterErrorsOf(r.error!)).sort()).toEqual(["from", "status"]);
  });
});
