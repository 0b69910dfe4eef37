"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeftRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TTransferPage } from "@/lib/schemas/liquidity";
import { hasLiquidityFilters, withParams } from "@/lib/schemas/liquidity-filters";
import { ReadError } from "@/lib/read-json";
import { TransfersTable } from "./transfers-table";

type TProps = {
  query: string;
  list: UseQueryResult<TTransferPage>;
  highlight: number | null;
  onNavigate: (query: string) => void;
};

const FEATURE_DISABLED = "FEATURE_DISABLED";

/** The list in each of its states: loading, failed (and why), empty (and why), or the rows. */
export function TransfersList({ query, list, highlight, onNavigate }: TProps) {
  const retry = (
    <Button variant="secondary" onClick={() => void list.refetch()}>
      Retry
    </Button>
  );
  if (list.isPending) return <SkeletonRows rows={8} label="Loading transfers" />;
  if (list.isError && !list.data) {
    const err = list.error instanceof ReadError ? list.error : null;
    const disabled = err?.code === FEATURE_DISABLED;
    return (
      <ErrorState
        title={
          disabled ? "Liquidity transfers are switched off for this tenant." : "Couldn't load transfers."
        }
        description={list.error.message}
        code={err?.code ?? undefined}
        requestId={err?.requestId ?? undefined}
        action={disabled ? undefined : retry}
      />
    );
  }
  const { rows, offset } = list.data;
  if (rows.length === 0) {
    if (offset > 0)
      return (
        <EmptyState
          icon={ArrowLeftRight}
          title="No transfers on this page"
          description="The list is shorter than this position. Go back to its first page."
          action={
            <Button variant="secondary" onClick={() => onNavigate(withParams(query, { offset: null }))}>
              Go to the first page
            </Button>
          }
        />
      );
    return hasLiquidityFilters(query) ? (
      <EmptyState
        icon={ArrowLeftRight}
        title="No transfer matches these filters"
        description="The platform found no transfer with all of these filters. Widen or clear them to see more."
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
        icon={ArrowLeftRight}
        title="No liquidity transfers yet"
        description="Transfers between the settlement accounts appear here as they are made."
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
      <TransfersTable rows={rows} stale={list.isPlaceholderData} highlight={highlight} />
    </>
  );
}
