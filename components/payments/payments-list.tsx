"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Banknote } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { hasPaymentFilters } from "@/lib/schemas/payment-filters";
import type { TPaymentPage } from "@/lib/schemas/payments";
import { atCursor, cleared, hasCursor } from "./payments-url";
import { PaymentsTable } from "./payments-table";
import { ReadError } from "@/lib/read-json";

type TProps = {
  query: string;
  list: UseQueryResult<TPaymentPage>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  onNavigate: (query: string) => void;
};

const requestIdOf = (err: unknown) => (err instanceof ReadError ? (err.requestId ?? undefined) : undefined);

/** The list in each of its states: loading, failed (with what to do), empty (and why), or the rows. */
export function PaymentsList({ query, list, selectedId, onSelect, onOpen, onNavigate }: TProps) {
  const retry = (
    <Button variant="secondary" onClick={() => void list.refetch()}>
      Retry
    </Button>
  );
  if (list.isPending) return <SkeletonRows rows={10} label="Loading payments" />;
  if (list.isError && !list.data) {
    // A token the platform no longer takes will not work on retry; the first page will.
    const action = hasCursor(query) ? (
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onNavigate(atCursor(query, null))}>
          Go to the first page
        </Button>
        {retry}
      </div>
    ) : (
      retry
    );
    return (
      <ErrorState
        title="Couldn't load payments."
        description={list.error.message}
        requestId={requestIdOf(list.error)}
        action={action}
      />
    );
  }
  const { rows } = list.data;
  if (rows.length === 0) {
    return hasPaymentFilters(query) ? (
      <EmptyState
        icon={Banknote}
        title="No payment matches these filters"
        description="The platform found no payment with all of these filters. Widen or clear them to see more."
        action={
          <Button variant="secondary" onClick={() => onNavigate(cleared(query))}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Banknote}
        title="No payments yet"
        description="Payments appear here as the platform creates or receives them."
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
      <PaymentsTable
        rows={rows}
        selectedId={selectedId}
        onSelect={onSelect}
        onOpen={onOpen}
        stale={list.isPlaceholderData}
        className="min-h-0 flex-1"
      />
    </>
  );
}
