"use client";

import { FileLock2 } from "lucide-react";
import { QueryListStates, type TListEmpty, type TQueryListProps } from "@/components/ui/query-list-states";
import type { TOrderPage } from "@/lib/domain/restriction-orders/types";
import { OrdersTable } from "./orders-table";
import { withParams } from "./orders-url";

const ARRIVAL = "Orders appear here when an authority's restriction order reaches the platform.";

/** The list in each of its states: loading, failed (the platform's words and code), empty (and why), rows. */
export function OrdersList({ query, list, onNavigate, ...table }: TQueryListProps<TOrderPage>) {
  const status = new URLSearchParams(query).get("status");
  // The platform did not apply the status filter and none of this page's orders match: later pages may.
  const noneHere = (page: TOrderPage): TListEmpty | null =>
    page.localFilter && page.platformRows > 0
      ? {
          title: `No ${page.localFilter} orders on this page`,
          description: `The platform did not apply the status filter, so this is page ${page.page} of the whole list, and its ${page.platformRows} orders are of other statuses.${page.isLastPage ? "" : " Later pages may hold some."}`,
          action: page.isLastPage
            ? undefined
            : {
                label: "Next page",
                onClick: () => onNavigate(withParams(query, { page: String(page.page + 1) })),
              },
        }
      : null;
  // A page number kept in the URL after the list shrank: say so and offer the first page.
  const pastEnd = (page: TOrderPage): TListEmpty | null =>
    noneHere(page) ??
    (page.page > 1 && page.totalItems > 0
      ? {
          title: `There is no page ${page.page}`,
          description: `${page.totalItems} orders fit on ${page.totalPages} page${page.totalPages === 1 ? "" : "s"}.`,
          action: { label: "Go to page 1", onClick: () => onNavigate(withoutPage(query)) },
        }
      : null);
  return (
    <QueryListStates
      list={list}
      loadingLabel="Loading restriction orders"
      errorTitle="Couldn't load the restriction orders."
      icon={FileLock2}
      empty={{ title: "No restriction orders yet", description: ARRIVAL }}
      filtered={status !== null}
      emptyFiltered={{
        title: `No ${status} orders`,
        description: `${ARRIVAL} Choose another status or Any to see more.`,
        action: { label: "Show all orders", onClick: () => onNavigate("") },
      }}
      pastEnd={pastEnd}
    >
      {({ rows }) => <OrdersTable {...table} rows={rows} className="min-h-0 flex-1" />}
    </QueryListStates>
  );
}

function withoutPage(query: string) {
  const params = new URLSearchParams(query);
  params.delete("page");
  return params.toString();
}
