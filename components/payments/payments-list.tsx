"use client";

import { Banknote } from "lucide-react";
import { QueryListStates, type TQueryListProps } from "@/components/ui/query-list-states";
import { hasPaymentFilters } from "@/lib/domain/payments/url";
import type { TPaymentPage } from "@/lib/domain/payments/payments";
import { atCursor, cleared, hasCursor } from "./payments-url";
import { PaymentsTable } from "./payments-table";

/** The payments list in each of its states: loading, failed (with what to do), empty (and why), or the rows. */
export function PaymentsList({ query, list, onNavigate, ...table }: TQueryListProps<TPaymentPage>) {
  return (
    <QueryListStates
      list={list}
      loadingLabel="Loading payments"
      errorTitle="Couldn't load payments."
      // A token the platform no longer takes will not work on retry; the first page will.
      errorAction={
        hasCursor(query)
          ? { label: "Go to the first page", onClick: () => onNavigate(atCursor(query, null)) }
          : null
      }
      icon={Banknote}
      empty={{
        title: "No payments yet",
        description: "Payments appear here as the platform creates or receives them.",
      }}
      filtered={hasPaymentFilters(query)}
      emptyFiltered={{
        title: "No payment matches these filters",
        description:
          "The platform found no payment with all of these filters. Widen or clear them to see more.",
        action: { label: "Clear filters", onClick: () => onNavigate(cleared(query)) },
      }}
    >
      {({ rows }) => (
        <PaymentsTable {...table} rows={rows} stale={list.isPlaceholderData} className="min-h-0 flex-1" />
      )}
    </QueryListStates>
  );
}
