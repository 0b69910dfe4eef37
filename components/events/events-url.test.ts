import { describe, expect, it } from "vitest";
import { readUrlState } from "@/components/ui/url-state";
import { EVENTS_URL } from "@/lib/domain/events/filters";
import { hasFilters, withParams } from "./events-url";

const viewQuery = (search: Parameters<typeof readUrlState>[1]) => readUrlState(EVENTS_URL, search);

describe("the Events URL", () => {
  it("is the same for the server's searchParams and the browser's URLSearchParams", () => {
    const server = viewQuery({ verified: "no", kind: "PAYMENT_STATUS", utm: "x", limit: ["25", "50"] });
    const client = viewQuery(new URLSearchParams("limit=25&kind=PAYMENT_STATUS&verified=no&utm=x"));
    expect(server).toEqual(client);
    expect(server.query).toBe("kind=PAYMENT_STATUS&limit=25&verified=no");
  });

  it("drops invalid parameters and names them", () => {
    const r = viewQuery(new URLSearchParams("kind=nope&reason=bad_signature"));
    expect(r.query).toBe("reason=bad_signature");
    expect(r.invalid.map((i) => i.key)).toEqual(["kind"]);
    expect(r.value).toEqual({ reason: "bad_signature", limit: 50 });
  });
});

describe("withParams", () => {
  it("sets and removes, and a cursor replaces the other direction's", () => {
    // In canonical (sorted) order, the form the page reads and the query key uses.
    expect(withParams("kind=LIQUIDITY&after=9", { before: "3" })).toBe("before=3&kind=LIQUIDITY");
    expect(withParams("before=3", { after: "7" })).toBe("after=7");
    expect(withParams("before=3&limit=25", { before: null })).toBe("limit=25");
  });
});

describe("hasFilters", () => {
  it("counts filters, not paging", () => {
    expect(hasFilters("before=3&limit=25")).toBe(false);
    expect(hasFilters("verified=no")).toBe(true);
  });
});
