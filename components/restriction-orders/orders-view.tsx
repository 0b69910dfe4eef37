"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Callout } from "@/components/ui/callout";
import { Kbd } from "@/components/ui/kbd";
import { useListSelection } from "@/components/ui/use-list-selection";
import type { TOrderPage } from "@/lib/schemas/restriction-orders";
import { OrdersFiltersForm } from "./orders-filters-form";
import { OrdersList } from "./orders-list";
import { OrdersPager } from "./orders-pager";
import { orderHref, pushQuery, viewQuery } from "./orders-url";
import { useOrderPage } from "./use-orders";

type TProps = { initial: { query: string; page: TOrderPage | null } };

/** The list's client half: URL → query → table, selection and keys; opening goes to the order's page. */
export function OrdersView({ initial }: TProps) {
  const router = useRouter();
  const { query, parsed, invalid } = viewQuery(useSearchParams());
  const list = useOrderPage(query, initial);
  const open = (id: string) => router.push(orderHref(id));
  const { selectedId, select } = useListSelection({
    query,
    ids: list.data?.rows.map((r) => r.docId) ?? [],
    onOpen: open,
    rowAttribute: "data-doc-id",
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <OrdersFiltersForm key={query} parsed={parsed} onApply={pushQuery} />
      {invalid.length ? (
        <Callout
          tone="error"
          title="Some of the link's settings are not valid and were ignored:"
          data-testid="invalid-query"
        >
          <ul className="list-disc pl-5">
            {invalid.map((i) => (
              <li key={i.key}>
                <span className="font-mono">{i.key}</span>: {i.message}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      <OrdersList
        query={query}
        list={list}
        selectedId={selectedId}
        onSelect={select}
        onOpen={open}
        onNavigate={pushQuery}
      />
      <OrdersPager query={query} page={list.data} onNavigate={pushQuery} />
      <p className="text-xs text-muted-foreground">
        <Kbd>j</Kbd> <Kbd>k</Kbd> or <Kbd>↓</Kbd> <Kbd>↑</Kbd> move, <Kbd>Enter</Kbd> opens the order.
      </p>
    </div>
  );
}
