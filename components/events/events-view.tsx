"use client";

import { useState } from "react";
import { Callout } from "@/components/ui/callout";
import { Kbd } from "@/components/ui/kbd";
import { Pager } from "@/components/ui/pager";
import { useListSelection } from "@/components/ui/use-list-selection";
import { useUrlState } from "@/components/ui/use-url-state";
import { EVENTS_URL, PAGE_SIZES, type TDeliveryPage } from "@/lib/schemas/event-filters";
import { DeliveriesList } from "./deliveries-list";
import { DeliverySheet } from "./delivery-sheet";
import { EventFiltersForm } from "./event-filters-form";
import { pageLinks, withParams } from "./events-url";
import { ReapplyAll } from "./reapply-all";
import { useDeliveries } from "./use-deliveries";

type TProps = {
  initial: { query: string; page: TDeliveryPage };
  /** Admins may apply stored deliveries again (events.reapply); the actions check it again. */
  canReapply: boolean;
};

/** The Events page's client half: URL → query → table, selection, keys and the detail sheet. */
export function EventsView({ initial, canReapply }: TProps) {
  const { query, invalid, push: pushQuery } = useUrlState(EVENTS_URL);
  const list = useDeliveries(query, initial);
  const [openId, setOpenId] = useState<string | null>(null);
  const { selectedId, select } = useListSelection({
    query,
    ids: list.data?.rows.map((r) => r.id) ?? [],
    onOpen: (id) => open(id),
    disabled: openId !== null,
    rowAttribute: "data-delivery-id",
  });
  function open(id: string) {
    select(id);
    setOpenId(id);
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <EventFiltersForm key={query} query={query} onApply={pushQuery} />
      {invalid.length ? (
        <Callout tone="warning" data-testid="invalid-filters">
          Ignored filters that are not valid: {invalid.map((i) => i.key).join(", ")}.
        </Callout>
      ) : null}
      <ReapplyAll waiting={list.data?.unprocessable ?? 0} canReapply={canReapply} onNavigate={pushQuery} />
      <DeliveriesList
        query={query}
        list={list}
        selectedId={selectedId}
        onSelect={select}
        onOpen={open}
        onNavigate={pushQuery}
      />
      <Pager
        label="Delivery pages"
        links={pageLinks(query, list.data)}
        onNavigate={pushQuery}
        // The cursor is an id boundary, not an offset, so the view keeps its place at a new size.
        pageSize={{
          id: "events-page-size",
          value: new URLSearchParams(query).get("limit") ?? "50",
          sizes: PAGE_SIZES,
          onChange: (limit) => pushQuery(withParams(query, { limit })),
        }}
      />
      <p className="text-xs text-muted-foreground">
        <Kbd>j</Kbd> <Kbd>k</Kbd> or <Kbd>↓</Kbd> <Kbd>↑</Kbd> move, <Kbd>Enter</Kbd> opens, <Kbd>Esc</Kbd>{" "}
        closes.
      </p>
      <DeliverySheet id={openId} canReapply={canReapply} onClose={() => setOpenId(null)} />
    </div>
  );
}
