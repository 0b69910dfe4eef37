"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { usePageKeys } from "@/components/ui/use-page-keys";
import { Callout } from "@/components/ui/callout";
import { Kbd } from "@/components/ui/kbd";
import { ListView } from "@/components/ui/list-view";
import { useUrlState } from "@/components/ui/use-url-state";
import { ORDERS_URL } from "@/lib/domain/restriction-orders/url";
import type { TOrderPage } from "@/lib/domain/restriction-orders/types";
import { DecideDialogs } from "./decide-dialogs";
import { DecideOutcome } from "./decide-outcome";
import { OrdersFiltersForm } from "./orders-filters-form";
import { OrdersList } from "./orders-list";
import { OrdersNotices } from "./orders-notices";
import { orderHref, pageLinks, pageSummary } from "./orders-url";
import { KeyboardShortcutsDialog } from "@/components/ui/shortcuts-dialog";
import { ORDER_SHORTCUTS } from "./shortcut-keys";
import { useListDecide } from "./use-list-decide";
import { useOrderPage } from "./use-orders";

type TProps = { initial: { query: string; page: TOrderPage | null }; canDecide: boolean };

/**
 * The list's client half: URL → query → table, selection and keys; opening goes to the order's page, and
 * c / r decide the highlighted order in the same dialogs as that page.
 */
export function OrdersView({ initial, canDecide }: TProps) {
  const router = useRouter();
  const { query, value: parsed, invalid, push: pushQuery } = useUrlState(ORDERS_URL);
  const list = useOrderPage(query, initial);
  const decide = useListDecide(canDecide);
  const [shortcuts, setShortcuts] = useState(false);
  const open = (id: string) => router.push(orderHref(id));
  const rows = list.data?.rows ?? [];
  const askAbout = (mode: "confirm" | "reject") => (id: string) => {
    const row = rows.find((r) => r.docId === id);
    if (row) decide.ask(row, mode);
  };
  const modal = decide.mode !== null || shortcuts;
  usePageKeys({ "?": () => setShortcuts(true) }, modal);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <OrdersFiltersForm key={query} parsed={parsed} onApply={pushQuery} />
      <ListView
        query={query}
        invalid={invalid}
        ignored={(ignored) => (
          <Callout
            tone="error"
            title="Some of the link's settings are not valid and were ignored:"
            data-testid="invalid-query"
          >
            <ul className="list-disc pl-5">
              {ignored.map((i) => (
                <li key={i.key}>
                  <span className="font-mono">{i.key}</span>: {i.message}
                </li>
              ))}
            </ul>
          </Callout>
        )}
        onNavigate={pushQuery}
        list={list}
        rows={{
          idOf: (r) => r.docId,
          attribute: "data-doc-id",
          onOpen: open,
          disabled: modal,
          actions: { c: askAbout("confirm"), r: askAbout("reject") },
        }}
        notices={
          <>
            <OrdersNotices notices={list.data?.notices} />
            <DecideOutcome shown={decide.shown} stored={null} />
          </>
        }
        pager={
          list.data
            ? {
                label: "Pages",
                look: "buttons",
                links: pageLinks(query, list.data),
                status: (
                  <p className="text-muted-foreground" data-testid="page-summary" aria-live="polite">
                    {pageSummary(list.data)}
                  </p>
                ),
              }
            : null
        }
        keysHint={
          <>
            {" the order"}
            {canDecide ? (
              <>
                , <Kbd>c</Kbd> confirms and <Kbd>r</Kbd> rejects it (each asks first)
              </>
            ) : null}
            , <Kbd>?</Kbd> shows every shortcut.
          </>
        }
        keysTestId="list-keys"
      >
        {(props) => <OrdersList {...props} />}
      </ListView>
      {decide.order ? (
        <DecideDialogs
          key={decide.order.docId}
          order={decide.order}
          mode={decide.mode}
          onClose={decide.close}
          onDecide={decide.decide}
        />
      ) : null}
      <KeyboardShortcutsDialog
        open={shortcuts}
        onOpenChange={setShortcuts}
        shortcuts={ORDER_SHORTCUTS}
        canAct={canDecide}
      />
    </div>
  );
}
