import { describe, expect, it } from "vitest";
import { withPlatform } from "@/lib/services/platform/registry";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TRestrictionOrder } from "@/lib/domain/restriction-orders/types";
import { ZRestrictionOrderQuery } from "@/lib/domain/restriction-orders/url";
import type { TOrderStatus } from "@/lib/domain/restriction-orders/restriction-orders";
import { fakePlatform, order } from "@/lib/testing/fake-restriction-platform";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { listRestrictionOrders } from "./list-orders";

// The list page's read against platforms that do not honour Countersign's guesses about GET /api/v1/orders
// (docs/platform.md, Restriction orders): the status filter's name, the sort fields, pages from 0. Each
// answer is checked; the page shows only what matches and says what the platform did not do.

withAppTestDatabase(); // each row carries Countersign's decision record, read from the database

const STATUSES: TOrderStatus[] = ["UNPROCESSED", "CONFIRMED", "REJECTED"];
/** 9 orders, statuses in turn, amounts rising with the id. */
const orders = (): TRestrictionOrder[] =>
  Array.from({ length: 9 }, (_, i) => {
    const o = order(`RO-L-${i}`, STATUSES[i % 3]);
    o.amount = 1_000 * (i + 1);
    return o;
  });
const query = (q: Record<string, string>) => ZRestrictionOrderQuery.parse(q);
const ids = (r: Awaited<ReturnType<typeof listRestrictionOrders>>) =>
  r.ok ? r.page.rows.map((row) => row.docId) : r.error.message;

describe("listRestrictionOrders: the status filter", () => {
  it("a platform that honours it: its rows, its total, no notice", async () => {
    const p = fakePlatform(orders());
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ status: "CONFIRMED", sort: "doc_id", dir: "asc" })),
    );
    expect(ids(r)).toEqual(["RO-L-1", "RO-L-4", "RO-L-7"]);
    expect(r.ok && r.page).toMatchObject({ notices: [], localFilter: null, totalItems: 3 });
  });

  it("a platform that ignores it: only the matching rows, and a notice that the counts are unfiltered", async () => {
    const p = fakePlatform(orders(), { ignore: ["status"] });
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ status: "CONFIRMED", sort: "doc_id", dir: "asc" })),
    );
    expect(ids(r)).toEqual(["RO-L-1", "RO-L-4", "RO-L-7"]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.page).toMatchObject({ localFilter: "CONFIRMED", platformRows: 9, totalItems: 9 });
    expect(r.page.notices).toEqual([
      {
        kind: "status_filter",
        message: expect.stringContaining("did not apply the status filter (CONFIRMED)"),
      },
    ]);
    expect(r.page.notices[0]!.message).toContain("6 of other statuses hidden");
    expect(r.page.notices[0]!.message).toContain("the page numbers and the total count the whole list");
  });

  it("a platform that refuses `status` with 400: read again without it, filtered here, told", async () => {
    const p = fakePlatform(orders(), { refuse: ["status"] });
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ status: "REJECTED", sort: "doc_id", dir: "asc" })),
    );
    expect(ids(r)).toEqual(["RO-L-2", "RO-L-5", "RO-L-8"]);
    expect(p.calls.queries.map((q) => q.status)).toEqual(["REJECTED", undefined]);
    expect(r.ok && r.page.localFilter).toBe("REJECTED");
    expect(r.ok && r.page.notices[0]?.message).toContain("refused the status filter (REJECTED)");
  });

  it("a 400 that names no guessed parameter is the platform's refusal, not read again", async () => {
    const p = fakePlatform(orders(), { refuse: ["status"] });
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ sort: "doc_id", dir: "asc" })),
    );
    expect(r.ok).toBe(true); // no status sent, nothing refused
    const q = fakePlatform(orders());
    q.failList(
      new ProviderError({
        api: "restriction",
        kind: "http",
        status: 400,
        code: "VALIDATION_ERROR",
        fieldErrors: [{ field: "size", message: "must be at most 50" }],
        method: "GET",
        path: "/api/v1/orders",
        requestId: "r",
      }),
    );
    const refused = await withPlatform(q.platform, () =>
      listRestrictionOrders(query({ status: "CONFIRMED", size: "100" })),
    );
    expect(refused).toMatchObject({ ok: false, error: { providerCode: "VALIDATION_ERROR" } });
    expect(q.calls.list).toBe(1);
  });
});

describe("listRestrictionOrders: sort and paging", () => {
  it("rows in another order than asked: shown as sent, with a notice", async () => {
    const p = fakePlatform(orders(), { ignore: ["sort"] });
    // Its own order (by id here) has the amounts rising: not "highest first".
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ sort: "amount", dir: "desc" })),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.page.rows.map((row) => row.docId)).toEqual(orders().map((o) => o.docId));
    expect(r.page.notices).toEqual([
      {
        kind: "sort",
        message: expect.stringContaining("did not return the orders sorted as asked (Amount, descending)"),
      },
    ]);
  });

  it("rows sorted as asked, by the interface's status order or by name, and ties, need no notice", async () => {
    for (const sort of ["amount", "doc_id", "status", "date"])
      for (const dir of ["asc", "desc"]) {
        const r = await withPlatform(fakePlatform(orders()).platform, () =>
          listRestrictionOrders(query({ sort, dir })),
        );
        expect(r.ok && r.page.notices, `${sort} ${dir}`).toEqual([]);
      }
  });

  it("a platform that refuses the sort field: read in its own order, told", async () => {
    const p = fakePlatform(orders(), { refuse: ["sort"] });
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ sort: "status", dir: "desc" })),
    );
    expect(p.calls.queries.map((q) => q.sort)).toEqual([{ key: "status", dir: "desc" }, undefined]);
    expect(r.ok && r.page.notices).toEqual([
      { kind: "sort", message: expect.stringContaining("sends as “data.status,DESC”") },
    ]);
  });

  it("a platform that ignores `page` answers page 0 for page 2: told rather than shown as page 2", async () => {
    const p = fakePlatform(orders(), { ignore: ["page"] });
    const r = await withPlatform(p.platform, () =>
      listRestrictionOrders(query({ page: "2", size: "10", sort: "doc_id", dir: "asc" })),
    );
    expect(r.ok && r.page.notices).toEqual([
      {
        kind: "paging",
        message: expect.stringContaining("answered with page 0 of 10 orders when page 1 of 10"),
      },
    ]);
  });
});
