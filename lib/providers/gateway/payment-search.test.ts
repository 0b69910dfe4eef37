import { afterEach, describe, expect, it } from "vitest";
import {
  fakePayments,
  startFakePaymentsPlatform,
  type TFakeOptions,
  type TFakePayment,
} from "@/lib/testing/fake-payments-platform";
import type { TPaymentQuery } from "./payment-query";
import { classifiersOf } from "./verify-classifiers";

// The checked payment search against a platform that is not our sandbox (lib/testing/
// fake-payments-platform.ts): it applies only the parameters it knows and ignores the rest silently, may
// have no status list, and may shape its v3 summary its own way. Whatever it does, a page holds only rows
// that match the filters, and says when Countersign had to do the platform's work.

let platform: Awaited<ReturnType<typeof startFakePaymentsPlatform>> | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function start(payments: TFakePayment[], opts: TFakeOptions = {}) {
  platform = await startFakePaymentsPlatform(payments, opts);
  const catalog = { statuses: await platform.api.listStatuses(), types: await platform.api.listTypes() };
  const search = (query: TPaymentQuery, prefer: "v3" | "v2" = "v3", budget?: number) =>
    platform!.api.searchPayments(query, { prefer, classifiers: classifiersOf(catalog), budget });
  return { api: platform.api, catalog, search, searches: platform.searches };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const MIXED = ["Completed", "To sign", "Rejected", "Completed"];

describe("the status filter's name", () => {
  it("v2 sends `statuses` (the interface's name), so a platform that knows only that name filters", async () => {
    const { search, searches } = await start(fakePayments(8, MIXED), { honours: ["statuses"] });
    const page = await search({ limit: 10, statusIds: [2] }, "v2");
    expect(ids(page.rows)).toEqual([7, 3]);
    expect(page.notices).toEqual([]); // the platform did it: nothing filtered here
    expect(searches()[0]!.searchParams.getAll("statuses")).toEqual(["2"]);
    expect(searches()[0]!.searchParams.has("status_id")).toBe(false);
  });
});

describe("without the status and type list operations", () => {
  it("offers the interface's classifiers, without ids", async () => {
    const { catalog } = await start(fakePayments(1), { lists: false });
    expect(catalog.statuses.map((s) => s.name)).toEqual([
      "Created",
      "To sign",
      "Signed",
      "Accepted",
      "Completed",
      "Some problems",
      "Cancelled",
      "Rejected",
      "Pending confirmation",
      "Sent to clear",
    ]);
    expect(catalog.statuses.every((s) => s.id === null)).toBe(true);
    expect(catalog.types.map((t) => t.name)).toContain("Payment return");
  });

  it("applies a status asked by name itself, never sending an invented id, and says so", async () => {
    const { search, searches } = await start(fakePayments(8, MIXED), { lists: false, honours: ["statuses"] });
    for (const api of ["v3", "v2"] as const) {
      const page = await search({ limit: 10, statusNames: ["TO_SIGN"] }, api);
      expect(ids(page.rows)).toEqual([7, 3]);
      expect(page.notices).toEqual([{ kind: "named_here", filters: ["status"] }]);
    }
    for (const sent of searches()) {
      expect([...sent.searchParams.keys()].filter((k) => /status/i.test(k))).toEqual([]);
      expect(sent.searchParams.get("limit")).toBe("100"); // read in the platform's largest pages
    }
  });
});

describe("a platform that ignores a filter", () => {
  it("returns only the rows that match, names the filter, and applies it from the first page next time", async () => {
    const payments = fakePayments(30, MIXED).map((p) => ({
      ...p,
      direction: p.id % 3 === 0 ? ("INBOUND" as const) : ("OUTBOUND" as const),
    }));
    const { search, searches } = await start(payments, { honours: ["statusIds"] });
    const query: TPaymentQuery = { limit: 5, statusIds: [5], direction: "INBOUND" };
    const page = await search(query);
    // Completed and inbound, newest first: 30, 27, 18, 15, 6, 3.
    expect(ids(page.rows)).toEqual([30, 27, 18, 15, 6]);
    expect(page.notices).toEqual([{ kind: "filtered_here", filters: ["direction"] }]);
    // The first platform page at the size asked; on in pages of 100; that last page read again only up
    // to the fifth match (the Completed ones 19 to 6), so its cursor continues right after it.
    expect(searches().map((s) => s.searchParams.get("limit"))).toEqual(["5", "100", "8"]);
    const rest = await search({ ...query, nextPageToken: page.next! });
    expect(ids(rest.rows)).toEqual([3]);
    expect(rest.next).toBeNull();

    const before = searches().length;
    const again = await search(query);
    expect(ids(again.rows)).toEqual(ids(page.rows));
    const [known] = searches().slice(before);
    expect(known!.searchParams.get("limit")).toBe("100"); // known to be ignored: read wide at once
    expect(known!.searchParams.get("direction")).toBe("INBOUND"); // still asked for
  });

  it("continues from the platform's cursor, forwards and back, without losing or repeating a row", async () => {
    const payments = fakePayments(450, MIXED);
    const { search } = await start(payments, { lists: false });
    const want = payments.filter((p) => p.status === "Rejected").map((p) => p.id);
    const seen: number[] = [];
    const pages = [];
    let page = await search({ limit: 40, statusNames: ["REJECTED"] });
    for (;;) {
      pages.push(page);
      seen.push(...ids(page.rows));
      if (!page.next) break;
      page = await search({ limit: 40, statusNames: ["REJECTED"], nextPageToken: page.next });
    }
    expect(seen).toEqual(want);
    expect(pages.map((p) => p.rows.length)).toEqual([40, 40, 32]); // 112 Rejected of 450
    const back = await search({ limit: 40, statusNames: ["REJECTED"], previousPageToken: pages[1]!.prev! });
    expect(ids(back.rows)).toEqual(ids(pages[0]!.rows));
    expect(back.prev).toBeNull();
  });

  it("stops after the scan budget with the cursor to read on, and says so", async () => {
    // One To sign payment, the oldest of 2,000: beyond ten platform pages of 100.
    const payments = fakePayments(2000).map((p) =>
      p.id === 1 ? { ...p, status: "To sign", statusId: 2 } : p,
    );
    const { search, searches } = await start(payments, { lists: false });
    const first = await search({ limit: 25, statusNames: ["TO_SIGN"] });
    expect(first.rows).toEqual([]);
    expect(first.notices).toContainEqual({ kind: "scan_budget", scanned: 1000, found: 0 });
    expect(first.next).not.toBeNull();
    expect(first.scan).toEqual({ pages: 10, rows: 1000 });
    expect(searches()).toHaveLength(10);
    const rest = await search({ limit: 25, statusNames: ["TO_SIGN"], nextPageToken: first.next! });
    expect(ids(rest.rows)).toEqual([1]);
    expect(rest.notices?.map((n) => n.kind)).toEqual(["named_here"]);
  });
});

describe("a v3 summary of another shape", () => {
  it("reads the same call from the v2 search, says so, and leaves v3 alone for a while", async () => {
    const { search, searches } = await start(fakePayments(6, MIXED), {
      v3Shape: "other",
      honours: ["statuses"],
    });
    const page = await search({ limit: 10, statusIds: [2] });
    expect(page.api).toBe("v2");
    expect(ids(page.rows)).toEqual([5, 1]);
    expect(page.rows[0]).toMatchObject({ status: "TO_SIGN", statusName: "To sign" });
    expect(page.notices).toEqual([{ kind: "v2_fallback" }]);
    expect(searches().map((s) => s.pathname)).toEqual(["/v3/payments", "/v2/transaction/search"]);

    await search({ limit: 10 });
    expect(searches().at(-1)!.pathname).toBe("/v2/transaction/search");
    expect(searches()).toHaveLength(3);
  });
});

describe("getTransaction", () => {
  it("never takes another payment for the one asked when the platform ignores the id", async () => {
    const { api } = await start(fakePayments(150));
    expect((await api.getTransaction(120))!.payment.id).toBe(120);
    expect((await api.getTransaction(3))!.item.transaction_id).toBe(3);
  });
});
