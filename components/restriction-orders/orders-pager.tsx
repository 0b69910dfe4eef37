"use client";

import { Button } from "@/components/ui/button";
import type { TOrderPage } from "@/lib/schemas/restriction-orders";
import { withParams } from "./orders-url";

/**
 * "Page x of y" from the platform's total; pages counted from 1 here (the platform's are 0-based). When the
 * status filter was applied here, not by the platform, the numbers are the whole list's and say so.
 */
export function OrdersPager({
  query,
  page,
  onNavigate,
}: {
  query: string;
  page: TOrderPage | undefined;
  onNavigate: (query: string) => void;
}) {
  if (!page) return null;
  const go = (n: number) => onNavigate(withParams(query, { page: n > 1 ? String(n) : null }));
  const first = (page.page - 1) * page.size + 1;
  const last = first + page.rows.length - 1;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-[13px]">
      <p className="text-muted-foreground" data-testid="page-summary" aria-live="polite">
        Page {page.page} of {page.totalPages}
        {page.localFilter
          ? ` of the whole list · ${page.rows.length} ${page.localFilter} of the ${page.platformRows} orders on this page · ${page.totalItems} orders of every status`
          : page.rows.length
            ? ` · orders ${first}–${last} of ${page.totalItems}`
            : ` · ${page.totalItems} orders`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => go(1)}>
          First
        </Button>
        <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => go(page.page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page.isLastPage} onClick={() => go(page.page + 1)}>
          Next
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page.page >= page.totalPages}
          onClick={() => go(page.totalPages)}
        >
          Last
        </Button>
      </div>
    </nav>
  );
}
