import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TRestrictionOrder } from "@/lib/domain/restriction-orders/types";
import { fakePlatform, order } from "@/lib/testing/fake-restriction-platform";
import { withPlatform } from "../platform/registry";
import { countUnprocessedOrders } from "./count-unprocessed";

// The Overview's count: the platform's total when it applied the status filter, Countersign's own count
// when it did not (its name is a guess: docs/platform.md), and no number rather than a wrong one beyond that.

const mixed = (n: number): TRestrictionOrder[] =>
  Array.from({ length: n }, (_, i) =>
    order(`RO-C-${String(i).padStart(5, "0")}`, i % 4 === 0 ? "UNPROCESSED" : "CONFIRMED"),
  );

describe("countUnprocessedOrders", () => {
  it("takes the platform's total when the filter is applied: one read", async () => {
    const p = fakePlatform(mixed(1_000));
    expect(await withPlatform(p.platform, countUnprocessedOrders)).toEqual({ value: 250 });
    expect(p.calls.list).toBe(1);
  });

  it("counts itself when the platform ignores the filter (its total would count every order)", async () => {
    const p = fakePlatform(mixed(230), { ignore: ["status"] });
    expect(await withPlatform(p.platform, countUnprocessedOrders)).toEqual({ value: 58 });
    expect(p.calls.list).toBe(3);
  });

  it("counts itself when the platform refuses `status`", async () => {
    const p = fakePlatform(mixed(40), { refuse: ["status"] });
    expect(await withPlatform(p.platform, countUnprocessedOrders)).toEqual({ value: 10 });
  });

  it("counts pages of the platform's own size when it refuses a size of 100", async () => {
    const p = fakePlatform(mixed(90), { refuse: ["status", "size"] });
    expect(await withPlatform(p.platform, countUnprocessedOrders)).toEqual({ value: 23 });
    expect(p.calls.queries.at(-1)).toMatchObject({ size: undefined, status: undefined, page: 4 });
  });

  it("gives no number, and says why, when an unfiltered list is too long to count", async () => {
    const p = fakePlatform(mixed(600), { ignore: ["status"] });
    const r = await withPlatform(p.platform, countUnprocessedOrders);
    expect(r.value).toBeNull();
    expect(r.error).toContain("did not apply the status filter and lists more than 500 orders");
    expect(p.calls.list).toBe(5);
  });

  it("an unreachable platform is a sentence, not an exception", async () => {
    const p = fakePlatform([]);
    p.failList(
      new ProviderError({
        api: "restriction",
        kind: "timeout",
        status: null,
        method: "GET",
        path: "/api/v1/orders",
        requestId: "r",
      }),
    );
    expect(await withPlatform(p.platform, countUnprocessedOrders)).toEqual({
      value: null,
      error: "The restriction-order API did not answer.",
    });
  });
});
