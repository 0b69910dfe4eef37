"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Webhook } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TDeliveryPage } from "@/lib/schemas/event-filters";
import { DeliveriesTable } from "./deliveries-table";
import { hasFilters, withParams } from "./events-url";
import { ReadError } from "@/lib/read-json";

type TProps = {
  query: string;
  list: UseQueryResult<TDeliveryPage>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  onNavigate: (query: string) => void;
};

const requestIdOf = (err: unknown) => (err instanceof ReadError ? (err.requestId ?? undefined) : undefined);

/** The list in each of its states: loading, failed, empty (and why), or the rows. */
export function DeliveriesList({ query, list, selectedId, onSelect, onOpen, onNavigate }: TProps) {
  const retry = (
    <Button variant="secondary" onClick={() => void list.refetch()}>
      Retry
    </Button>
  );
  if (list.isPending) return <SkeletonRows rows={10} label="Loading deliveries" />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="Couldn't load webhook deliveries."
        description={list.error.message}
        requestId={requestIdOf(list.error)}
        action={retry}
      />
    );
  }
  const { rows } = list.data;
  if (rows.length === 0) {
    return hasFilters(query) ? (
      <EmptyState
        icon={Webhook}
        title="No deliveries match these filters"
        description="Deliveries appear here as the platform sends webhooks to /api/webhooks. Widen or clear the filters to see more."
        action={
          <Button
            variant="secondary"
            onClick={() => onNavigate(withParams("", { limit: new URLSearchParams(query).get("limit") }))}
          >
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Webhook}
        title="No webhook deliveries yet"
        description="Deliveries appear here as the platform sends webhooks to /api/webhooks, verified or not."
      />
    );
  }
  return (
    <>
      {list.isRefetchError ? (
        <Callout tone="error" action={retry}>
          Couldn&apos;t refresh the list: {list.error.message} The rows shown may be out of date.
        </Callout>
      ) : null}
      <DeliveriesTable
        rows={rows}
        selectedId={selectedId}
        onSelect={onSelect}
        onOpen={onOpen}
        className="min-h-0 flex-1"
      />
    </>
  );
}
