import type { Metadata } from "next";
import { LiquidityView } from "@/components/liquidity/liquidity-view";
import { can } from "@/lib/auth/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { settlementAccounts } from "@/lib/services/liquidity/settlement-accounts";

export const metadata: Metadata = { title: "Liquidity" };

// The list, totals, chart and notifications are read by the browser through /api/liquidity/* (so live
// refreshes and paging use the same routes); the page hands over who may create and the accounts to offer.
export default async function LiquidityPage() {
  const user = await requirePage("liquidity.view");
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
      <LiquidityView accounts={settlementAccounts()} canTransfer={can(user.roles, "liquidity.transfer")} />
    </section>
  );
}
