"use client";

import { Undo2 } from "lucide-react";
import { QueryListStates, type TQueryListProps } from "@/components/ui/query-list-states";
import type { TCancellationPage } from "@/lib/domain/cancellations/cancellations";
import { CancellationsTable } from "./cancellations-table";
import { hasFilters, withParams } from "./cancellations-url";

const ARRIVAL =
  "Requests appear here as the platform's cancellation webhooks arrive, or when you look one up by its id.";

/** The inbox in each of its states: loading, failed, empty (and why), or the rows. */
export function CancellationsList({ query, list, onNavigate, ...table }: TQueryListProps<TCancellationPage>) {
  const clear = () => onNavigate(withParams("", { limit: new URLSearchParams(query).get("limit") }));
  return (
    <QueryListStates
      list={list}
      loadingLabel="Loading cancellation requests"
      errorTitle="Couldn't load the cancellation requests."
      icon={Undo2}
      empty={{ title: "No cancellation requests yet", description: ARRIVAL }}
      filtered={hasFilters(query)}
      emptyFiltered={{
        title: "No cancellation requests match these filters",
        description: `${ARRIVAL} Widen or clear the filters to see more.`,
        action: { label: "Clear filters", onClick: clear },
      }}
    >
      {({ rows }) => <CancellationsTable {...table} rows={rows} className="min-h-0 flex-1" />}
    </QueryListStates>
  );
}
