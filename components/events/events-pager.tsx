"use client";

import type { MouseEvent } from "react";
import { Label } from "@/components/ui/label";
import { PAGE_SIZES, type TDeliveryPage } from "@/lib/schemas/event-filters";
import { withParams } from "./events-url";

type TProps = {
  query: string;
  page: TDeliveryPage | undefined;
  onNavigate: (query: string) => void;
};

/**
 * Keyset paging: Newer and Older move one page from the rows in view, Newest returns to the live top.
 * Real links (open in a new tab works), followed in place on a plain click.
 */
export function EventsPager({ query, page, onNavigate }: TProps) {
  const params = new URLSearchParams(query);
  const onCursor = params.has("before") || params.has("after");
  const link = (label: string, to: string) => (
    <a
      className="underline underline-offset-2"
      href={to ? `?${to}` : "?"}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Delivery pages" className="flex flex-wrap items-center gap-4 text-sm">
      {onCursor ? link("Newest", withParams(query, { before: null, after: null })) : null}
      {page?.newer ? link("Newer", withParams(query, { after: page.newer })) : null}
      {page?.older ? link("Older", withParams(query, { before: page.older })) : null}
      <span className="ml-auto flex items-center gap-2">
        <Label htmlFor="events-page-size">Rows per page</Label>
        <select
          id="events-page-size"
          value={params.get("limit") ?? "50"}
          // The cursor is an id boundary, not an offset, so the view keeps its place at the new size.
          onChange={(event) => onNavigate(withParams(query, { limit: event.target.value }))}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
