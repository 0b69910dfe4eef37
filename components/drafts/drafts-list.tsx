"use client";

import { FileText } from "lucide-react";
import { QueryListStates, type TQueryListProps } from "@/components/ui/query-list-states";
import type { TDraftPage, TDraftTab } from "@/lib/domain/initiation/drafts-list";
import { DraftsTable } from "./drafts-table";
import { hasFilters, tabOf, tabQuery } from "./drafts-url";

// What would put a draft in each tab, for its empty state.
const EMPTY: Record<TDraftTab, { title: string; description: string }> = {
  mine: {
    title: "You have made no drafts",
    description: "A payment you enter with New payment, or a bulk you upload, appears here until it is sent.",
  },
  waiting: {
    title: "No drafts wait for you",
    description:
      "Drafts that other people made and that need your approval appear here, live, as they are made.",
  },
  all: {
    title: "No drafts yet",
    description: "Payments entered in Countersign wait here as drafts until their approvals are in.",
  },
};

/** The drafts of one tab in each of their states: loading, failed, empty (and why), or the rows. */
export function DraftsList({ query, list, onNavigate, ...table }: TQueryListProps<TDraftPage>) {
  const tab = tabOf(query);
  return (
    <QueryListStates
      list={list}
      loadingLabel="Loading drafts"
      errorTitle="Couldn't load the drafts."
      icon={FileText}
      empty={EMPTY[tab]}
      filtered={hasFilters(query)}
      emptyFiltered={{
        title: "No drafts match these filters",
        description: `${EMPTY[tab].description} Widen or clear the filters to see more.`,
        action: { label: "Clear filters", onClick: () => onNavigate(tabQuery(query, tab)) },
      }}
    >
      {({ rows }) => <DraftsTable {...table} rows={rows} className="min-h-0 flex-1" />}
    </QueryListStates>
  );
}
