import { describe, expect, it } from "vitest";
import { readUrlState } from "@/components/ui/url-state";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { canonicalQuery, rawParams, withUrlParams } from "@/lib/domain/shared/url-state";
import { draftCursor, DRAFTS_URL, readDraftCursor, ZDraftId, ZDraftsQuery } from "./drafts-list";

const ID = "3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b";
const CURSOR = `1700000000000:${ID}`;
const canonical = (search: string) =>
  canonicalQuery(DRAFTS_URL, rawParams(DRAFTS_URL, new URLSearchParams(search)));

describe("ZDraftsQuery", () => {
  it("defaults to the All tab's newest 50 drafts, unfiltered", () => {
    expect(ZDraftsQuery.parse({})).toEqual({ tab: "all", limit: 50 });
  });

  it("parses every filter the page offers", () => {
    const q = ZDraftsQuery.parse({
      tab: "waiting",
      state: "rejected",
      kind: "batch",
      from: "2026-11-01T00:00:00Z",
      to: "2026-11-02T00:00:00Z",
      before: CURSOR,
      limit: "25",
    });
    expect(q).toMatchObject({ tab: "waiting", state: "rejected", kind: "batch", before: CURSOR, limit: 25 });
    expect(q.from?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("treats an empty select as 'any' and an empty tab as All", () => {
    expect(ZDraftsQuery.parse({ tab: "", state: "", kind: "" })).toEqual({ tab: "all", limit: 50 });
  });

  it("names each bad field, for the route's 400", () => {
    const r = ZDraftsQuery.safeParse({
      tab: "others",
      state: "approved",
      kind: "bulk",
      from: "yesterday",
      before: "12:not-a-uuid",
      limit: "7",
    });
    expect(Object.keys(fieldErrorsOf(r.error!)).sort()).toEqual(
      ["before", "from", "kind", "limit", "state", "tab"].sort(),
    );
  });

  it("refuses a range that ends before it starts, both paging directions, a cursor out of PostgreSQL's years", () => {
    const range = ZDraftsQuery.safeParse({ from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z" });
    expect(fieldErrorsOf(range.error!)).toEqual({ to: "Must be after the start." });
    const both = ZDraftsQuery.safeParse({ before: CURSOR, after: CURSOR });
    expect(Object.keys(fieldErrorsOf(both.error!))).toEqual(["after"]);
    expect(ZDraftsQuery.safeParse({ before: `999999999999999:${ID}` }).success).toBe(false);
  });
});

describe("the drafts cursor", () => {
  it("names a row by its time and id, and reads back", () => {
    const c = draftCursor({ createdAt: "2023-11-14T22:13:20.000Z", id: ID });
    expect(c).toBe(CURSOR);
    expect(readDraftCursor(c)).toEqual({ at: new Date(1700000000000), id: ID });
  });
});

describe("DRAFTS_URL", () => {
  it("has one canonical form: known keys sorted, the All tab and 50 rows left out", () => {
    expect(canonical("limit=50&tab=all&x=1&state=waiting&kind=")).toBe("state=waiting");
    expect(canonical("state=waiting&tab=mine&limit=25")).toBe("limit=25&state=waiting&tab=mine");
  });

  it("keeps the valid parameters of a bad link and names the rest", () => {
    const s = readUrlState(DRAFTS_URL, { tab: "waiting", state: "lost", limit: "7" });
    expect(s.query).toBe("tab=waiting");
    expect(s.value).toEqual({ tab: "waiting", limit: 50 });
    expect(s.invalid.map((i) => i.key).sort()).toEqual(["limit", "state"]);
  });

  it("changes a query and stays canonical", () => {
    expect(withUrlParams(DRAFTS_URL, "tab=waiting", { kind: "batch", tab: "all" })).toBe("kind=batch");
  });
});

describe("ZDraftId", () => {
  it("takes a UUID in any case, trimmed, as the detail page's path", () => {
    expect(ZDraftId.parse(` ${ID.toUpperCase()} `)).toBe(ID);
    expect(ZDraftId.safeParse("42").success).toBe(false);
  });
});
