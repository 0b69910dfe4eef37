import type { Metadata } from "next";
import { LiquidityView } from "@/components/liquidity/liquidity-view";
import type { TLiquidityInitial } from "@/components/liquidity/use-liquidity";
import { readUrlState } from "@/components/ui/url-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import type { TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import { LIQUIDITY_URL, parseLiquidityFilters } from "@/lib/domain/liquidity/filters";
import { findUnsettledTransfer } from "@/lib/services/liquidity/find-unsettled-transfer";
import { listTransfers } from "@/lib/services/liquidity/list-transfers";
import { settlementAccounts } from "@/lib/services/liquidity/settlement-accounts";
import { summariseTransfers } from "@/lib/services/liquidity/summarise-transfers";

export const metadata: Metadata = { title: "Liquidity" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the routes would answer for `query`, read with their own strict parse; null where a read failed. */
async function readFirstView(query: string): Promise<TLiquidityInitial> {
  const parsed = parseLiquidityFilters(new URLSearchParams(query));
  const read = <T,>(service: (q: TTransferQuery) => Promise<T>) =>
    parsed.success ? service(parsed.data).catch(() => null) : Promise.resolve(null);
  const readAt = Date.now();
  const [page, summary] = await Promise.all([read(listTransfers), read(summariseTransfers)]);
  return { query, page, summary, readAt };
}

// The first page of transfers and the totals are read here, through the routes' own schema and services,
// and handed to the client as its initial data under the same canonical query it asks
// /api/liquidity/transfers and /summary for; paging, live refreshes and the notifications go through the
// routes. A link with invalid filters still shows a page: each bad parameter is dropped and named. When the
// platform fails here (FEATURE_DISABLED included), the client reads again through the route and shows its
// sentence, code and request id, instead of the whole page failing.
export default async function LiquidityPage({ searchParams }: TProps) {
  const user = await requirePage("liquidity.view");
  const { query: canonical } = readUrlState(LIQUIDITY_URL, await searchParams);
  const canTransfer = can(user.roles, "liquidity.transfer");
  // A transfer of this user's whose send got no answer comes back into the form, so a reload does not
  // offer an empty form that would make a second one.
  const [initial, unsettled] = await Promise.all([
    readFirstView(canonical),
    canTransfer ? findUnsettledTransfer(user.id) : null,
  ]);
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="text-lg font-semibold">
          Liquidity
        </h1>
        <p className="text-sm text-muted-foreground">
          Transfers between the tenant&apos;s settlement accounts, as the platform lists them.
        </p>
      </div>
      <LiquidityView
        initial={initial}
        accounts={settlementAccounts()}
        canTransfer={canTransfer}
        unsettled={unsettled}
      />
    </section>
  );
}
