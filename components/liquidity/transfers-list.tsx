"use client";

import { ArrowLeftRight } from "lucide-react";
import { ListNotices } from "@/components/ui/list-notices";
import { errorCodeOf, QueryListStates, type TQueryListProps } from "@/components/ui/query-list-states";
import type { TTransferListPage } from "@/lib/domain/liquidity/list";
import { hasLiquidityFilters, withParams } from "@/lib/domain/liquidity/filters";
import { TransfersTable } from "./transfers-table";

type TProps = Pick<TQueryListProps<TTransferListPage>, "query" | "list" | "onNavigate"> & {
  highlight: number | null;
};

const FEATURE_DISABLED = "FEATURE_DISABLED";

/**
 * The list in each of its states: loading, failed (and why), empty (and why), or the rows; above them, what
 * the platform did not do as asked (a filter Countersign applied itself, an order not applied).
 */
export function TransfersList({ query, list, highlight, onNavigate }: TProps) {
  // Switched off for the tenant: retrying cannot help, so say that instead of offering it.
  const disabled = errorCodeOf(list.error) === FEATURE_DISABLED;
  const clear = () => onNavigate(withParams("", { limit: new URLSearchParams(query).get("limit") }));
  const next = (p: TTransferListPage) =>
    onNavigate(withParams(query, { offset: String(p.offset + p.limit) }));
  return (
    <>
      <ListNotices notices={list.data?.notices} />
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
        pastEnd={(p) =>
          p.filteredHere.length && p.platformRows > 0
            ? {
                // Filtered here: an empty page says nothing about the pages after it.
                title: "No transfer on this page matches these filters",
                description: `Countersign filtered this page itself (see above): none of the ${p.platformRows} transfers the platform sent for it match. Later pages may.`,
                action:
                  p.offset + p.limit < p.total ? { label: "Next page", onClick: () => next(p) } : undefined,
              }
            : p.offset > 0
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
    </>
  );
}
