import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TOrderPage } from "@/lib/domain/restriction-orders/types";
import { OrderAmount } from "./order-amount";
import { OrdersNotices } from "./orders-notices";
import { pageSummary } from "./orders-url";

// The sandbox honours the status filter in both profiles, so no e2e reaches these states: the notice and
// the pager's words for a page filtered here are rendered directly.

const page = (over: Partial<TOrderPage> = {}): TOrderPage => ({
  rows: [],
  notices: [],
  localFilter: null,
  platformRows: 0,
  page: 1,
  size: 20,
  totalItems: 9,
  totalPages: 1,
  isLastPage: true,
  fetchedAt: "2026-11-26T10:00:00.000Z",
  ...over,
});
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("the Restriction orders page when the platform did not answer as asked", () => {
  it("lists each notice in a warning, and nothing when there is none", () => {
    const html = renderToStaticMarkup(
      <OrdersNotices
        notices={[
          { kind: "status_filter", message: "The platform did not apply the status filter (CONFIRMED)." },
          { kind: "sort", message: "Not sorted as asked." },
        ]}
      />,
    );
    expect(html).toContain('data-testid="list-notices"');
    expect(html).toContain('data-tone="warning"');
    expect(text(html)).toContain("The platform did not apply the status filter (CONFIRMED).");
    expect(text(html)).toContain("Not sorted as asked.");
    expect(renderToStaticMarkup(<OrdersNotices notices={[]} />)).toBe("");
  });

  it("the pager says its numbers are the whole list's when the filter was applied here", () => {
    const summary = pageSummary;
    expect(summary(page({ localFilter: "CONFIRMED", platformRows: 9 }))).toContain(
      "Page 1 of 1 of the whole list · 0 CONFIRMED of the 9 orders on this page · 9 orders of every status",
    );
    expect(summary(page())).toContain("Page 1 of 1 · 9 orders");
  });

  it("an amount or currency the platform left out reads as not given, never as a number in EUR", () => {
    const shown = (minor: number | null, currency: string | null) =>
      text(renderToStaticMarkup(<OrderAmount minor={minor} currency={currency} />));
    expect(shown(null, "EUR")).toBe("not given");
    expect(shown(125_000, null)).toBe("125000 minor units (currency not given)");
    expect(shown(125_000, "EUR")).toMatch(/1,250\.00\sEUR/);
  });
});
