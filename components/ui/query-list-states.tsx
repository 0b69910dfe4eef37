"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ReadError } from "@/lib/read-json";
import { Button } from "./button";
import { Callout } from "./callout";
import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";
import { SkeletonRows } from "./skeleton";

/** A next step offered as a secondary button: "Clear filters", "Go to the first page". */
export type TListAction = { label: string; onClick: () => void };

/** One empty state: what is (not) here, what would put something here, and what to do next. */
export type TListEmpty = { title: string; description: ReactNode; action?: TListAction };

/** What a page hands its list: the URL's query, the query's result, the selected row, and where to go. */
export type TQueryListProps<TData> = {
  query: string;
  list: UseQueryResult<TData>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  onNavigate: (query: string) => void;
};

type TProps<TData extends { rows: readonly unknown[] }> = {
  list: UseQueryResult<TData>;
  /** Announced while the first page loads: "Loading payments". */
  loadingLabel: string;
  loadingRows?: number;
  /** What failed when the first load did: "Couldn't load payments." */
  errorTitle: string;
  /** Offered before Retry when the first load failed, e.g. leaving a cursor the platform no longer takes. */
  errorAction?: TListAction | null;
  /** False when retrying cannot help (the feature is switched off for the tenant). */
  retryable?: boolean;
  /** The list's own icon, on each of its empty states. */
  icon: LucideIcon;
  /** No rows and no filters: say what would put something here. */
  empty: TListEmpty;
  /** Whether filters are set, so that an empty list means nothing matched them. */
  filtered?: boolean;
  /** Shown instead of `empty` while filters are set; its action usually clears them. */
  emptyFiltered?: TListEmpty;
  /** An empty page past the list's end (a stale page or offset in the URL); wins over the two above. */
  pastEnd?: (data: TData) => TListEmpty | null;
  /** The rows, once there are some. */
  children: (data: TData) => ReactNode;
};

export const requestIdOf = (err: unknown) =>
  err instanceof ReadError ? (err.requestId ?? undefined) : undefined;

export const errorCodeOf = (err: unknown) => (err instanceof ReadError ? (err.code ?? undefined) : undefined);

/**
 * A queried list in each of its states: loading, failed (with the platform's code and the request id),
 * empty (and why), or the rows, with a callout above them when a refresh failed and they may be stale.
 */
export function QueryListStates<TData extends { rows: readonly unknown[] }>({
  list,
  loadingLabel,
  loadingRows = 10,
  errorTitle,
  errorAction,
  retryable = true,
  icon,
  empty,
  filtered = false,
  emptyFiltered,
  pastEnd,
  children,
}: TProps<TData>) {
  const retry = <ActionButton label="Retry" onClick={() => void list.refetch()} />;
  if (list.isPending) return <SkeletonRows rows={loadingRows} label={loadingLabel} />;
  // Past pending, data is missing only when the first load failed (a failed refresh keeps the rows).
  const { data, error } = list;
  if (data === undefined) {
    const retryAction = retryable ? retry : undefined;
    return (
      <ErrorState
        title={errorTitle}
        description={error?.message}
        code={errorCodeOf(error)}
        requestId={requestIdOf(error)}
        action={
          errorAction ? (
            <div className="flex gap-2">
              <ActionButton {...errorAction} />
              {retryAction}
            </div>
          ) : (
            retryAction
          )
        }
      />
    );
  }
  if (data.rows.length === 0) {
    const shown = pastEnd?.(data) ?? (filtered && emptyFiltered ? emptyFiltered : empty);
    return (
      <EmptyState
        icon={icon}
        title={shown.title}
        description={shown.description}
        action={shown.action ? <ActionButton {...shown.action} /> : undefined}
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
      {children(data)}
    </>
  );
}

function ActionButton({ label, onClick }: TListAction) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {label}
    </Button>
  );
}
