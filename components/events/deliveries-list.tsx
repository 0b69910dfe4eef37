"use client";

import { Webhook } from "lucide-react";
import { QueryListStates, type TQueryListProps } from "@/components/ui/query-list-states";
import type { TDeliveryPage } from "@/lib/domain/events/filters";
import { DeliveriesTable } from "./deliveries-table";
import { hasFilters, withParams } from "./events-url";

/** The webhook deliveries in each of their states: loading, failed, empty (and why), or the rows. */
export function DeliveriesList({ query, list, onNavigate, ...table }: TQueryListProps<TDeliveryPage>) {
  const clear = () => onNavigate(withParams("", { limit: new URLSearchParams(query).get("limit") }));
  return (
    <QueryListStates
      list={list}
      loadingLabel="Loading deliveries"
      errorTitle="Couldn't load webhook deliveries."
      icon={Webhook}
      empty={{
        title: "No webhook deliveries yet",
        description:
          "Deliveries appear here as the platform sends webhooks to /api/webhooks, verified or not.",
      }}
      filtered={hasFilters(query)}
      emptyFiltered={{
        title: "No deliveries match these filters",
        description:
          "Deliveries appear here as the platform sends webhooks to /api/webhooks. Widen or clear the filters to see more.",
        action: { label: "Clear filters", onClick: clear },
      }}
    >
      {({ rows }) => <DeliveriesTable {...table} rows={rows} className="min-h-0 flex-1" />}
    </QueryListStates>
  );
}
