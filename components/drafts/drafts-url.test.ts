import { describe, expect, it } from "vitest";
import type { TDraftPage } from "@/lib/domain/initiation/drafts-list";
import { hasFilters, pageLinks, tabOf, tabQuery, withParams } from "./drafts-url";

const C = "1700000000000:3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b";
const to = (query: string, label: string, page: TDraftPage = { rows: [], older: C, newer: C }) =>
  pageLinks(query, page).find((l) => l.label === label)?.to;

describe("the Drafts page's URL", () => {
  it("moves to another tab at its newest drafts, unfiltered, keeping the page size", () => {
    expect(tabQuery("kind=batch&limit=25&state=waiting&tab=mine", "waiting")).toBe("limit=25&tab=waiting");
    expect(tabQuery("tab=mine", "all")).toBe("");
    expect(tabOf("")).toBe("all");
    expect(tabOf("tab=waiting")).toBe("waiting");
  });

  it("pages by cursor: one direction at a time, Newest back to the top", () => {
    expect(to("tab=mine", "Older")).toBe(withParams("tab=mine", { before: C }));
    expect(to(`after=${encodeURIComponent(C)}`, "Older")).toBe(`before=${encodeURIComponent(C)}`);
    expect(to("tab=mine", "Newest")).toBeNull();
    expect(to(`before=${encodeURIComponent(C)}&tab=mine`, "Newest")).toBe("tab=mine");
    expect(to("", "Newer", { rows: [], older: null, newer: null })).toBeNull();
  });

  it("counts state, kind and times as filters, not the tab, size or cursor", () => {
    expect(hasFilters("limit=25&tab=mine")).toBe(false);
    expect(hasFilters("kind=single")).toBe(true);
    expect(hasFilters("from=2026-11-01T00%3A00%3A00.000Z")).toBe(true);
  });
});
