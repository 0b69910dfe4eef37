"use client";

import { followInPlace } from "@/components/ui/pager";
import { DRAFT_TABS, type TDraftTab } from "@/lib/domain/initiation/drafts-list";
import { cn } from "@/lib/utils/cn";
import { tabOf, tabQuery } from "./drafts-url";

const LABELS: Record<TDraftTab, string> = { mine: "Mine", waiting: "Waiting for me", all: "All" };

/**
 * The tabs are links (each is a view with its own URL: a new tab works, back returns), followed in place on
 * a plain click like the pager's. The current one is marked for assistive technology, not by colour alone.
 */
export function DraftsTabs({ query, onNavigate }: { query: string; onNavigate: (query: string) => void }) {
  const current = tabOf(query);
  return (
    <nav aria-label="Draft tabs" className="flex gap-1 border-b border-border">
      {DRAFT_TABS.map((tab) => {
        const to = tabQuery(query, tab);
        const active = tab === current;
        return (
          <a
            key={tab}
            href={to ? `?${to}` : "?"}
            aria-current={active ? "page" : undefined}
            data-testid={`drafts-tab-${tab}`}
            onClick={followInPlace(onNavigate, to)}
            className={cn(
              "-mb-px border-b-2 px-3 py-1.5 text-sm",
              active
                ? "border-foreground font-semibold text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {LABELS[tab]}
          </a>
        );
      })}
    </nav>
  );
}
