"use client";

import type { MouseEvent } from "react";
import { Label } from "@/components/ui/label";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@/lib/schemas/payment-filters";
import type { TPaymentPage } from "@/lib/schemas/payments";
import { atCursor, hasCursor, withLimit } from "./payments-url";

type TProps = {
  query: string;
  page: TPaymentPage | undefined;
  onNavigate: (query: string) => void;
};

/**
 * Paging follows the platform's own tokens (opaque, never built here): Previous and Next when it offers
 * them, First page back to the top. Real links, so a page opens in a new tab too; a plain click stays here.
 */
export function PaymentsPager({ query, page, onNavigate }: TProps) {
  const limit = new URLSearchParams(query).get("limit") ?? String(DEFAULT_PAGE_SIZE);
  // A size typed into the URL (1–100) is kept and shown, even when it is not one of the presets.
  const sizes = [...new Set([...PAGE_SIZES.map(String), limit])].sort((a, b) => Number(a) - Number(b));
  const link = (label: string, to: string) => (
    <a
      className="text-accent underline underline-offset-2"
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
    <nav aria-label="Payment pages" className="flex flex-wrap items-center gap-4 text-sm">
      {hasCursor(query) ? link("First page", atCursor(query, null)) : null}
      {page?.prev ? link("Previous", atCursor(query, { prev: page.prev })) : null}
      {page?.next ? link("Next", atCursor(query, { next: page.next })) : null}
      {page && !page.prev && !page.next ? (
        <span className="text-muted-foreground">All matching payments are on this page.</span>
      ) : null}
      <span className="ml-auto flex items-center gap-2">
        <Label htmlFor="payments-page-size">Rows per page</Label>
        <select
          id="payments-page-size"
          value={limit}
          // The platform lets the size change between pages, so the view keeps its position.
          onChange={(event) => onNavigate(withLimit(query, event.target.value))}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
