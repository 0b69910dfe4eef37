"use client";

import type { MouseEvent } from "react";
import { Label } from "@/components/ui/label";
import type { TTransferPage } from "@/lib/schemas/liquidity";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageOf, withParams } from "@/lib/schemas/liquidity-filters";

type TProps = { query: string; page: TTransferPage | undefined; onNavigate: (query: string) => void };

/**
 * Offset paging: "Page x of y" from the platform's total (meta.amount); Previous and Next are real links
 * (a new tab works), followed in place on a plain click. A new size starts again at the first page.
 */
export function TransfersPager({ query, page, onNavigate }: TProps) {
  const params = new URLSearchParams(query);
  const limit = Number(params.get("limit") ?? DEFAULT_PAGE_SIZE);
  const offset = Number(params.get("offset") ?? 0);
  const { page: at, pages } = pageOf(offset, limit, page?.total ?? 0);
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
        {page ? `Page ${at} of ${pages} · ${page.total} transfer${page.total === 1 ? "" : "s"}` : "…"}
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
