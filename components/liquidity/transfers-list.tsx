"use client";

import { ArrowLeftRight } from "lucide-react";
import { errorCodeOf, QueryListStates, type TQueryListProps } from "@/components/ui/query-list-states";
import type { TTransferPage } from "@/lib/schemas/liquidity";
import { hasLiquidityFilters, withParams } from "@/lib/schemas/liquidity-filters";
import { TransfersTable } from "./transfers-table";

type TProps = Pick<TQueryListProps<TTransferPage>, "query" | "list" | "onNavigate"> & {
  highlight: number | null;
};

const FEATURE_DISABLED = "FEATURE_DISABLED";

/** The list in each of its states: loading, failed (and why), empty (and why), or the rows. */
export function TransfersList({ query, list, highlight, onNavigate }: TProps) {
  // Switched off for the tenant: retrying cannot help, so say that instead of offering it.
  const disabled = errorCodeOf(list.error) === FEATURE_DISABLED;
  const clear = () => onNavigate(withParams("", { limit: new URLSearchParams(query).get("limit") }));
  return (
    <QueryListStates
      list={list}
      loadingLabel="Loading transfers"
      loadingRows={8}
      errorTitle={
        disabled ? "Liquidity transfers are switched off for this tenant." : "Couldn't load transfers."
      }
      retryable={!disabled}
      icon={ArrowLeftRight}
      empty={{
        title: "No liquidity transfers yet",
        description: "Transfers between the settlement accounts appear here as they are made.",
      }}
      filtered={hasLiquidityFilters(query)}
      emptyFiltered={{
        title: "No transfer matches these filters",
        description:
          "The platform found no transfer with all of these filters. Widen or clear them to see more.",
        action: { label: "Clear filters", onClick: clear },
      }}
      pastEnd={({ offset }) =>
        offset > 0
          ? {
              title: "No transfers on this page",
              description: "The list is shorter than this position. Go back to its first page.",
              action: {
                label: "Go to the first page",
                onClick: () => onNavigate(withParams(query, { offset: null })),
              },
            }
          : null
      }
    >
      {({ rows }) => <TransfersTable rows={rows} stale={list.isPlaceholderData} highlight={highlight} />}
    </QueryListStates>
  );
}
