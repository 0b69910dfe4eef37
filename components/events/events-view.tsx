"use client";

import { useState } from "react";
import { Kbd } from "@/components/ui/kbd";
import { ListView } from "@/components/ui/list-view";
import { useUrlState } from "@/components/ui/use-url-state";
import { EVENTS_URL, PAGE_SIZES, type TDeliveryPage } from "@/lib/domain/events/filters";
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

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <EventFiltersForm key={query} query={query} onApply={pushQuery} />
      <ListView
        query={query}
        invalid={invalid}
        onNavigate={pushQuery}
        list={list}
        rows={{
          idOf: (r) => r.id,
          attribute: "data-delivery-id",
          onOpen: setOpenId,
          disabled: openId !== null,
        }}
        notices={
          <ReapplyAll
            waiting={list.data?.unprocessable ?? 0}
            canReapply={canReapply}
            onNavigate={pushQuery}
          />
        }
        pager={{
          label: "Delivery pages",
          links: pageLinks(query, list.data),
          // The cursor is an id boundary, not an offset, so the view keeps its place at a new size.
          pageSize: {
            id: "events-page-size",
            value: new URLSearchParams(query).get("limit") ?? "50",
            sizes: PAGE_SIZES,
            onChange: (limit) => pushQuery(withParams(query, { limit })),
          },
        }}
        keysHint={
          <>
            , <Kbd>Esc</Kbd> closes.
          </>
        }
      >
        {(props) => <DeliveriesList {...props} />}
      </ListView>
      <DeliverySheet id={openId} canReapply={canReapply} onClose={() => setOpenId(null)} />
    </div>
  );
}
