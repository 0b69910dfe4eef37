import type { UseQueryResult } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TTransferSummary } from "@/lib/domain/liquidity/liquidity";
import type { TTransferListPage } from "@/lib/domain/liquidity/list";
import { fakeTransfer } from "@/lib/testing/fake-transfers-platform";
import { TotalsPanel } from "./totals-panel";
import { TransfersList } from "./transfers-list";
import { pageSummary } from "./liquidity-url";

// Neither sandbox profile ignores the transfer list's parameter names, so no e2e reaches these states: the
// page's words for a list and totals Countersign filtered or counted itself are rendered directly.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const query = <T,>(data: T) => ({ data, isPending: false, isError: false }) as unknown as UseQueryResult<T>;

const page = (over: Partial<TTransferListPage> = {}): TTransferListPage => ({
  rows: [fakeTransfer(2)],
  total: 57,
  limit: 25,
  offset: 0,
  platformRows: 25,
  filteredHere: ["status"],
  notices: [{ kind: "filtered_here", message: "The platform did not apply the Status filter." }],
  ...over,
});

describe("the Liquidity list when Countersign filtered the page itself", () => {
  it("the pager counts the platform's list and the page's matches, never a total of matches", () => {
    expect(pageSummary(0, 25, page())).toBe(
      "Page 1 of 3 of the platform's list (57 transfers, without the filters applied here) · 1 of the 25 transfers on this page matches",
    );
    expect(pageSummary(25, 25, page({ filteredHere: [], total: 30, platformRows: 5 }))).toBe(
      "Page 2 of 2 · 30 transfers",
    );
  });

  it("the notice above the rows, and an empty page that is not the end of the list offers the next", () => {
    const render = (p: TTransferListPage) =>
      renderToStaticMarkup(
        <TransfersList query="status=COMPLETED" list={query(p)} highlight={null} onNavigate={() => {}} />,
      );
    const withRows = render(page());
    expect(withRows).toContain('data-testid="list-notices"');
    expect(text(withRows)).toContain("The platform did not apply the Status filter.");
    const empty = text(render(page({ rows: [] })));
    expect(empty).toContain("No transfer on this page matches these filters");
    expect(empty).toContain("none of the 25 transfers the platform sent for it match");
    expect(empty).toContain("Next page");
    expect(render(page({ filteredHere: [], notices: [] }))).not.toContain("list-notices");
  });
});

describe("the totals when Countersign counted them itself", () => {
  const summary = (over: Partial<TTransferSummary> = {}): TTransferSummary => ({
    totals: [
      { status: "COMPLETED", count: 1200, amountMinor: "120000", read: 1200, exact: false },
      { status: "REJECTED", count: 3, amountMinor: "300", read: 3, exact: true },
    ],
    points: [["2026-03-01T10:00:00Z", 100, "COMPLETED"]],
    currency: "EUR",
    cap: 2500,
    capped: true,
    counted: "here",
    filteredHere: ["status"],
    notices: [
      { kind: "counted_here", message: "The platform did not apply the Status filter." },
      { kind: "count_cut", message: "Countersign stopped after reading 2,500 transfers." },
    ],
    ...over,
  });

  it("a count from a cut read reads 'at least'; the notices say why; no per-status cap warning", () => {
    const html = renderToStaticMarkup(<TotalsPanel summary={query(summary())} />);
    expect(html).toContain('data-testid="totals-notices"');
    expect(html).not.toContain('data-testid="totals-capped"');
    const words = text(html);
    expect(words).toContain("Countersign counted these totals itself:");
    expect(words).toContain("at least 1200");
    expect(words).toContain("Countersign stopped after reading 2,500 transfers.");
    expect(words).toContain("Partial: not every transfer listed was read.");
  });

  it("the platform's counts: no notice, the per-status cap as before", () => {
    const html = renderToStaticMarkup(
      <TotalsPanel
        summary={query(
          summary({
            counted: "platform",
            filteredHere: [],
            notices: [],
            cap: 500,
            totals: [{ status: "COMPLETED", count: 900, amountMinor: "1", read: 500, exact: true }],
          }),
        )}
      />,
    );
    expect(html).not.toContain("totals-notices");
    expect(html).toContain('data-testid="totals-capped"');
    expect(text(html)).toContain("900");
    expect(text(html)).not.toContain("at least");
  });
});
