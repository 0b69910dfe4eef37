"use client";

import { useState } from "react";
import { ListView } from "@/components/ui/list-view";
import { useUrlState } from "@/components/ui/use-url-state";
import type { TSettlementAccount, TTransfer } from "@/lib/domain/liquidity/liquidity";
import type { TUnsettledTransfer } from "@/lib/domain/liquidity/transfer-outcome";
import { filtersOnly, PAGE_SIZES, LIQUIDITY_URL, withParams } from "@/lib/domain/liquidity/filters";
import { ActivityPanel } from "./activity-panel";
import { CreateTransferForm } from "./create-transfer-form";
import { labelOf, pageLinks, pageSummary, position } from "./liquidity-url";
import { TotalsPanel } from "./totals-panel";
import { TransferFiltersForm } from "./transfer-filters-form";
import { TransfersList } from "./transfers-list";
import {
  useLiquidityActivity,
  useLiquidityLive,
  useTransferSummary,
  useTransfers,
  type TLiquidityInitial,
} from "./use-liquidity";

type TProps = {
  initial: TLiquidityInitial;
  accounts: readonly TSettlementAccount[];
  canTransfer: boolean;
  unsettled: TUnsettledTransfer | null;
};

const card = "flex flex-col gap-3 rounded-md border p-3";

/** The Liquidity page's client half: URL → canonical query → list, totals, chart; activity; new transfer. */
export function LiquidityView({ initial, accounts, canTransfer, unsettled }: TProps) {
  const { query, invalid, push } = useUrlState(LIQUIDITY_URL);
  const poll = useLiquidityLive();
  const list = useTransfers(query, poll, initial);
  const summary = useTransferSummary(filtersOnly(query), poll, initial);
  const activity = useLiquidityActivity(poll);
  const at = position(query);
  const [highlight, setHighlight] = useState<number | null>(null);
  // Applying the filters in view again reads them again rather than adding a history entry.
  const navigate = (next: string) => (next === query ? void list.refetch() : push(next));
  const show = (t: TTransfer) => {
    setHighlight(t.id);
    navigate(
      withParams("", { requestId: t.requestId ?? null, limit: new URLSearchParams(query).get("limit") }),
    );
  };

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-3">
        <TransferFiltersForm key={query} query={query} accounts={accounts} onApply={navigate} />
        <ListView
          query={query}
          invalid={invalid}
          labelOf={labelOf}
          onNavigate={navigate}
          list={list}
          pager={{
            label: "Transfer pages",
            links: pageLinks(query, list.data),
            status: (
              <span data-testid="page-of" aria-live="polite">
                {list.data ? pageSummary(at.offset, at.limit, list.data) : "…"}
              </span>
            ),
            statusAfter: 2,
            // A new size starts again at the first page.
            pageSize: {
              id: "liquidity-page-size",
              value: String(at.limit),
              sizes: PAGE_SIZES,
              onChange: (limit) => navigate(withParams(query, { limit, offset: null })),
            },
          }}
        >
          {(props) => <TransfersList {...props} highlight={highlight} />}
        </ListView>
        <section aria-labelledby="totals-title" className={card}>
          <h2 id="totals-title" className="text-sm font-semibold">
            Totals by status and amounts over time
          </h2>
          <TotalsPanel summary={summary} />
        </section>
      </div>
      <aside className="flex flex-col gap-4" aria-label="New transfer and notifications">
        <section aria-labelledby="create-title" className={card}>
          <h2 id="create-title" className="text-sm font-semibold">
            New transfer
          </h2>
          {canTransfer ? (
            <CreateTransferForm accounts={accounts} onShow={show} unsettled={unsettled} />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="create-not-allowed">
              Only finance operations can move money between the settlement accounts. Your roles let you
              follow transfers here, not make them.
            </p>
          )}
        </section>
        <div className={card}>
          <ActivityPanel activity={activity} />
        </div>
      </aside>
    </div>
  );
}
