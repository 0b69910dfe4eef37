import type { UseQueryResult } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ListView } from "./list-view";

type TPage = { rows: { id: string }[] };
const list = { data: { rows: [{ id: "a" }] } } as UseQueryResult<TPage>;
const invalid = [
  { key: "kind", message: "Not a kind." },
  { key: "from", message: "Not a time." },
];
const html = (props: Partial<Parameters<typeof ListView<TPage>>[0]> = {}) =>
  renderToStaticMarkup(
    <ListView query="limit=10" invalid={[]} onNavigate={() => {}} list={list} {...props}>
      {(p) => <table data-query={p.query} data-selected={String(p.selectedId)} />}
    </ListView>,
  );

describe("ListView", () => {
  it("names the ignored parameters by key, or by label and key with the reason where the area names them", () => {
    expect(html({ invalid })).toContain('data-testid="invalid-filters"');
    expect(html({ invalid })).toContain("Ignored filters that are not valid: kind, from.");
    const labelled = html({ invalid, labelOf: (k) => k.toUpperCase() });
    expect(labelled).toContain("Some filters in the link were ignored");
    expect(labelled).toContain("<li>KIND (<code>kind</code>): Not a kind.</li>");
  });

  it("shows the area's own callout instead, and no callout when nothing was ignored", () => {
    const own = html({ invalid, ignored: (i) => <p data-testid="invalid-query">{i.length} ignored</p> });
    expect(own).toContain('<p data-testid="invalid-query">2 ignored</p>');
    expect(own).not.toContain("invalid-filters");
    expect(html()).not.toContain("invalid-filters");
  });

  it("hands the list its query with no selection yet, then the pager and, with row keys, the keys line", () => {
    const rows = { idOf: (r: { id: string }) => r.id, attribute: "data-id", onOpen: vi.fn() };
    const out = html({
      rows,
      pager: { label: "Pages", links: [] },
      keysHint: " the row.",
      keysTestId: "keys",
    });
    expect(out).toContain(
      '<table data-query="limit=10" data-selected="null"></table><nav aria-label="Pages"',
    );
    expect(out).toMatch(/<p [^>]*data-testid="keys">.*opens the row\.<\/p>$/);
    expect(html({ pager: null, keysHint: " the row." })).not.toMatch(/<nav|opens/);
  });
});
