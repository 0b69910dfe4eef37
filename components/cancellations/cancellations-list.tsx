"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TCancellationPage } from "@/lib/schemas/cancellations";
import { ReadError } from "@/lib/read-json";
import { CancellationsTable } from "./cancellations-table";
import { hasFilters, withParams } from "./cancellations-url";

type TProps = {
  query: string;
  list: UseQueryResult<TCancellationPage>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  onNavigate: (query: string) => void;
};

const requestIdOf = (err: unknown) => (err instanceof ReadError ? (err.requestId ?? undefined) : undefined);
const ARRIVAL =
  "Requests appear here as the platform's cancellation webhooks arrive, or when you look one up by its id.";

/** The inbox in each of its states: loading, failed, empty (and why), or the rows. */
export function CancellationsList({ query, list, selectedId, onSelect, onOpen, onNavigate }: TProps) {
  const retry = (
    <Button variant="secondary" onClick={() => void list.refetch()}>
      Retry
    </Button>
  );
  if (list.isPending) return <SkeletonRows rows={10} label="Loading cancellation requests" />;
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="Couldn't load the cancellation requests."
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
        icon={Undo2}
        title="No cancellation requests match these filters"
        description={`${ARRIVAL} Widen or clear the filters to see more.`}
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
      <EmptyState icon={Undo2} title="No cancellation requests yet" description={ARRIVAL} />
    );
  }
  return (
    <>
      {list.isRefetchError ? (
        <Callout tone="error" action={retry}>
          Couldn&apos;t refresh the list: {list.error.message} The rows shown may be out of date.
        </Callout>
      ) : null}
      <CancellationsTable
        rows={rows}
        selectedId={selectedId}
        onSelect={onSelect}
        onOpen={onOpen}
        className="min-h-0 flex-1"
      />
    </>
  );
}
