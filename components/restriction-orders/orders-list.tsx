"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { FileLock2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TOrderPage } from "@/lib/schemas/restriction-orders";
import { ReadError } from "@/lib/read-json";
import { OrdersTable } from "./orders-table";

type TProps = {
  query: string;
  list: UseQueryResult<TOrderPage>;
  selectedId: string | null;
  onSelect: (docId: string) => void;
  onOpen: (docId: string) => void;
  onNavigate: (query: string) => void;
};

const ARRIVAL = "Orders appear here when an authority's restriction order reaches the platform.";

/** The list in each of its states: loading, failed (the platform's words and code), empty (and why), rows. */
export function OrdersList({ query, list, selectedId, onSelect, onOpen, onNavigate }: TProps) {
  const retry = (
    <Button variant="secondary" onClick={() => void list.refetch()}>
      Retry
    </Button>
  );
  if (list.isPending) return <SkeletonRows rows={10} label="Loading restriction orders" />;
  if (list.isError && !list.data) {
    const e = list.error instanceof ReadError ? list.error : null;
    return (
      <ErrorState
        title="Couldn't load the restriction orders."
        description={list.error.message}
        code={e?.code ?? undefined}
        requestId={e?.requestId ?? undefined}
        action={retry}
      />
    );
  }
  const page = list.data;
  if (page.rows.length === 0) {
    const params = new URLSearchParams(query);
    if (page.page > 1 && page.totalItems > 0) {
      return (
        <EmptyState
          icon={FileLock2}
          title={`There is no page ${page.page}`}
          description={`${page.totalItems} orders fit on ${page.totalPages} page${page.totalPages === 1 ? "" : "s"}.`}
          action={
            <Button variant="secondary" onClick={() => onNavigate(withoutPage(params))}>
              Go to page 1
            </Button>
          }
        />
      );
    }
    return params.has("status") ? (
      <EmptyState
        icon={FileLock2}
        title={`No ${params.get("status")} orders`}
        description={`${ARRIVAL} Choose another status or Any to see more.`}
        action={
          <Button variant="secondary" onClick={() => onNavigate("")}>
            Show all orders
          </Button>
        }
      />
    ) : (
      <EmptyState icon={FileLock2} title="No restriction orders yet" description={ARRIVAL} />
    );
  }
  return (
    <>
      {list.isRefetchError ? (
        <Callout tone="error" action={retry}>
          Couldn&apos;t refresh the list: {list.error.message} The rows shown may be out of date.
        </Callout>
      ) : null}
      <OrdersTable
        rows={page.rows}
        selectedId={selectedId}
        onSelect={onSelect}
        onOpen={onOpen}
        className="min-h-0 flex-1"
      />
    </>
  );
}

function withoutPage(params: URLSearchParams) {
  params.delete("page");
  return params.toString();
}
