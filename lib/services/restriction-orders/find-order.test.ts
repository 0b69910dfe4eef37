import { describe, expect, it } from "vitest";
import { withPlatform } from "@/lib/services/platform/registry";
import { fakePlatform, order } from "@/lib/testing/fake-restriction-platform";
import { findOrder } from "./find-order";

// Finding one order through the list: binary search over pages sorted by doc id, linear when the
// platform's order is not a string comparison's.

const ids = (n: number) => Array.from({ length: n }, (_, i) => `RO-2026-${String(i + 1).padStart(6, "0")}`);

describe("findOrder", () => {
  it("finds any order of 2,500 in about log2(25) + 1 page reads", async () => {
    const all = ids(2_500);
    const p = fakePlatform(all.map((id) => order(id)));
    for (const id of [all[0]!, all[99]!, all[100]!, all[1_234]!, all[2_499]!]) {
      p.calls.list = 0;
      const r = await withPlatform(p.platform, () => findOrder(id));
      expect(r.order?.docId).toBe(id);
      expect(r.strategy).toBe("binary");
      expect(r.reads).toBeLessThanOrEqual(7);
      expect(p.calls.list).toBe(r.reads);
    }
  });

  it("answers null for an id between, before or after every order, still by binary search", async () => {
    const p = fakePlatform(ids(450).map((id) => order(id)));
    for (const id of ["RO-2026-000100x", "AAA", "ZZZ"]) {
      const r = await withPlatform(p.platform, () => findOrder(id));
      expect(r).toMatchObject({ order: null, strategy: "binary" });
    }
    expect((await withPlatform(fakePlatform().platform, () => findOrder("RO-1"))).order).toBeNull();
  });

  it("falls back to a linear scan when the platform does not order ids as strings compare", async () => {
    // A case-insensitive collation: "ro-b" sorts between "RO-A" and "RO-C" at the platform.
    const all = [...ids(150), "ro-2026-000050a"];
    const collate = (list: string[]) =>
      [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const p = fakePlatform(
      all.map((id) => order(id)),
      { listSort: collate },
    );
    const r = await withPlatform(p.platform, () => findOrder("ro-2026-000050a"));
    expect(r.order?.docId).toBe("ro-2026-000050a");
    expect(r.strategy).toBe("linear");
  });

  it("falls back to a linear scan when the platform ignores the sort field", async () => {
    // Its own order is newest first, and the later ids are the newer orders.
    const all = ids(250);
    const dated = all.map((id, i) => {
      const o = order(id);
      o.date = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      return o;
    });
    const p = fakePlatform(dated, { ignore: ["sort"] });
    const r = await withPlatform(p.platform, () => findOrder(all[3]!));
    expect(r).toMatchObject({ order: { docId: all[3] }, strategy: "linear" });
  });

  it("a platform that ignores `page` (always its first page) ends in a bounded scan, not a loop", async () => {
    const all = ids(450);
    const p = fakePlatform(
      all.map((id) => order(id)),
      { ignore: ["page"] },
    );
    // On page 0 by luck: found at once.
    expect((await withPlatform(p.platform, () => findOrder(all[5]!))).order?.docId).toBe(all[5]);
    // Beyond page 0: the answer to page 1 is page 0 again, so the binary search gives up; the scan stops.
    p.calls.list = 0;
    const r = await withPlatform(p.platform, () => findOrder(all[300]!));
    expect(r).toMatchObject({ order: null, strategy: "linear" });
    expect(p.calls.list).toBeLessThanOrEqual(8);
  });

  it("a platform that refuses the sort or the size of 100 (400 naming it) is scanned without them", async () => {
    const all = ids(130);
    for (const refuse of [["sort"], ["size"], ["sort", "size"]] as const) {
      const p = fakePlatform(
        all.map((id) => order(id)),
        { refuse: [...refuse] },
      );
      const r = await withPlatform(p.platform, () => findOrder(all[120]!));
      expect(r, refuse.join()).toMatchObject({ order: { docId: all[120] }, strategy: "linear" });
      // Refused once, then left out of every later read.
      const refusedReads = p.calls.queries.filter((q) => refuse.some((k) => q[k] !== undefined));
      expect(refusedReads, refuse.join()).toHaveLength(1);
    }
  });
});
