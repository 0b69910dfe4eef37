"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";
import { Callout } from "./callout";
import { Kbd } from "./kbd";
import { Pager } from "./pager";
import type { TQueryListProps } from "./query-list-states";
import type { TInvalidParam } from "./url-state";
import { useListSelection } from "./use-list-selection";

type TProps<TData extends { rows: readonly unknown[] }> = {
  /** The URL state (useUrlState): the canonical query and the parameters it ignored. */
  query: string;
  invalid: readonly TInvalidParam[];
  /** Where a new query goes (the URL state's push, or the area's own wrapper of it). */
  onNavigate: (query: string) => void;
  list: UseQueryResult<TData>;
  /** The rows' ids and keys (docs/pages.md#keys); left out where a row opens nothing. */
  rows?: {
    idOf: (row: TData["rows"][number]) => string;
    /** The attribute that carries a row's id (`data-payment-id`), so focus can follow the selection. */
    attribute: string;
    onOpen: (id: string) => void;
    /** While a sheet or dialog is open, its own keys win. */
    disabled?: boolean;
    actions?: Record<string, (id: string) => void>;
  };
  /** Names each ignored parameter ("Status (status): …"); without it the callout lists their keys. */
  labelOf?: (key: string) => string;
  /** Replaces the ignored-parameters callout where an area words it its own way (called when some are). */
  ignored?: (invalid: readonly TInvalidParam[]) => ReactNode;
  /** Between that callout and the list: the area's notices and toolbars. */
  notices?: ReactNode;
  /** The list in its states (QueryListStates with the area's words and table). */
  children: (props: TQueryListProps<TData>) => ReactNode;
  /** The pager, its moves going to onNavigate; null while there is nothing to page. */
  pager?: Omit<ComponentProps<typeof Pager>, "onNavigate"> | null;
  /** The keys line's words after "Enter opens" (" the payment."), shown when there are row keys. */
  keysHint?: ReactNode;
  keysTestId?: string;
};

/**
 * A list page's middle, composed from the kit: the parameters the URL state ignored, the list in its
 * states with the selection and its keys, the pager and the keys line. Filters, sheets and dialogs stay
 * with the area, around it.
 */
export function ListView<TData extends { rows: readonly unknown[] }>(props: TProps<TData>) {
  const { query, invalid, onNavigate, list, rows, labelOf, ignored, notices, children, pager } = props;
  const { selectedId, select } = useListSelection({
    query,
    ids: rows ? (list.data?.rows.map(rows.idOf) ?? []) : [],
    rowAttribute: rows?.attribute ?? "data-row-id",
    onOpen: (id) => open(id),
    disabled: rows?.disabled,
    actions: rows?.actions,
  });
  // Opening a row selects it too, so closing its sheet leaves the keys where they were.
  function open(id: string) {
    select(id);
    rows?.onOpen(id);
  }
  return (
    <>
      {ignored && invalid.length ? ignored(invalid) : <IgnoredParams invalid={invalid} labelOf={labelOf} />}
      {notices}
      {children({ query, list, selectedId, onSelect: select, onOpen: open, onNavigate })}
      {pager ? <Pager {...pager} onNavigate={onNavigate} /> : null}
      {rows && props.keysHint ? (
        <p className="text-xs text-muted-foreground" data-testid={props.keysTestId}>
          <Kbd>j</Kbd> <Kbd>k</Kbd> or <Kbd>↓</Kbd> <Kbd>↑</Kbd> move, <Kbd>Enter</Kbd> opens{props.keysHint}
        </p>
      ) : null}
    </>
  );
}

function IgnoredParams({
  invalid,
  labelOf,
}: {
  invalid: readonly TInvalidParam[];
  labelOf?: (key: string) => string;
}) {
  if (!invalid.length) return null;
  if (!labelOf)
    return (
      <Callout tone="warning" data-testid="invalid-filters">
        Ignored filters that are not valid: {invalid.map((i) => i.key).join(", ")}.
      </Callout>
    );
  return (
    <Callout tone="warning" data-testid="invalid-filters" title="Some filters in the link were ignored">
      <ul className="list-disc pl-4">
        {invalid.map((i) => (
          <li key={i.key}>
            {labelOf(i.key)} (<code>{i.key}</code>): {i.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
