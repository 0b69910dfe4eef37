"use client";

import type { MouseEvent } from "react";
import { Label } from "@/components/ui/label";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageOf, withParams } from "@/lib/schemas/liquidity-filters";
import type { TTransferListPage } from "@/lib/schemas/liquidity-list";

type TProps = { query: string; page: TTransferListPage | undefined; onNavigate: (query: string) => void };

const plural = (n: number) => `${n} transfer${n === 1 ? "" : "s"}`;

/**
 * "Page x of y · n transfers" from the platform's total (meta.amount). When Countersign filtered the page
 * itself, the platform's total and pages count its list without those filters: the words say so, and how
 * many of the page's transfers match, rather than claim a count of matching transfers nobody knows.
 */
export function pageSummary(offset: number, limit: number, page: TTransferListPage): string {
  const { page: at, pages } = pageOf(offset, limit, page.total);
  if (!page.filteredHere.length) return `Page ${at} of ${pages} · ${plural(page.total)}`;
  return (
    `Page ${at} of ${pages} of the platform's list (${plural(page.total)}, without the filters applied ` +
    `here) · ${page.rows.length} of the ${plural(page.platformRows)} on this page ${page.rows.length === 1 ? "matches" : "match"}`
  );
}

/**
 * Offset paging over the platform's list; Previous and Next are real links (a new tab works), followed in
 * place on a plain click. A new size starts again at the first page.
 */
export function TransfersPager({ query, page, onNavigate }: TProps) {
  const params = new URLSearchParams(query);
  const limit = Number(params.get("limit") ?? DEFAULT_PAGE_SIZE);
  const offset = Number(params.get("offset") ?? 0);
  const link = (label: string, to: string, rel: string) => (
    <a
      className="underline underline-offset-2"
      href={to ? `?${to}` : "?"}
      rel={rel}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {label}
    </a>
  );
  const prevOffset = Math.max(0, offset - limit);
  return (
    <nav aria-label="Transfer pages" className="flex flex-wrap items-center gap-4 text-sm">
      {offset > 0 ? link("First", withParams(query, { offset: null }), "first") : null}
      {offset > 0 ? link("Previous", withParams(query, { offset: String(prevOffset) }), "prev") : null}
      <span data-testid="page-of" aria-live="polite">
        {page ? pageSummary(offset, limit, page) : "…"}
      </span>
      {page && offset + limit < page.total
        ? link("Next", withParams(query, { offset: String(offset + limit) }), "next")
        : null}
      <span className="ml-auto flex items-center gap-2">
        <Label htmlFor="liquidity-page-size">Rows per page</Label>
        <select
          id="liquidity-page-size"
          value={String(limit)}
          onChange={(event) => onNavigate(withParams(query, { limit: event.target.value, offset: null }))}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        >
          {[...new Set([...PAGE_SIZES, limit])].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
