"use client";

import type { TSavedView } from "@/lib/domain/payments/saved-views";
import { ExportPaymentsButton } from "./export-button";
import { SavedViewsBar } from "./saved-views-bar";

type TProps = {
  /** The canonical query without its page token: what a saved view and an export keep. */
  filters: string;
  views: TSavedView[];
  /** Which gateway version answered the page in view. */
  api: "v3" | "v2" | undefined;
  onNavigate: (query: string) => void;
};

/** Above the table: saved views, the export of every matching row, and which API answered. */
export function PaymentsToolbar({ filters, views, api, onNavigate }: TProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SavedViewsBar query={filters} initialViews={views} onNavigate={onNavigate} />
      <span className="ml-auto flex items-center gap-3">
        {/* Every row matching the filters, not only this page; the page token is not passed. */}
        <ExportPaymentsButton query={filters} />
        {api ? (
          <span className="text-xs text-muted-foreground" data-testid="payments-api">
            {api === "v3"
              ? "Read from the platform's v3 payments list"
              : "Read from the v2 search (fallback)"}
          </span>
        ) : null}
      </span>
    </div>
  );
}
