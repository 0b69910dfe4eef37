import type { Metadata } from "next";
import Link from "next/link";
import { OpenByIdForm } from "@/components/ledger/open-by-id-form";
import { RecentLedgerItems } from "@/components/ledger/recent-ledger-items";
import { buttonVariants } from "@/components/ui/button-variants";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { listRecentLedgerItems } from "@/lib/services/ledger/recent";

export const metadata: Metadata = { title: "Ledger" };

// The ledger has no list of accounts or transactions to browse (docs/platform-interface.md#ledger-accounts
// shows reads by id only), so the page starts from an id, or from what this user opened lately.
export default async function LedgerPage() {
  const user = await requirePage("ledger.view");
  const recent = await listRecentLedgerItems(user.id);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="text-lg font-semibold">
          Ledger
        </h1>
        {can(user.roles, "ledger.post") ? (
          <Link
            href="/ledger/transactions/new"
            className={buttonVariants({ variant: "primary", size: "sm" })}
          >
            Post a transaction
          </Link>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <OpenByIdForm kind="account" />
        <OpenByIdForm kind="transaction" />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <RecentLedgerItems kind="account" items={recent.accounts} />
        <RecentLedgerItems kind="transaction" items={recent.transactions} />
      </div>
    </section>
  );
}
