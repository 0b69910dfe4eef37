import type { Metadata } from "next";
import Link from "next/link";
import { TransactionNew } from "@/components/ledger/transaction-new";
import { requirePage } from "@/lib/auth/require-page";

export const metadata: Metadata = { title: "Post a ledger transaction" };

// Only finance_ops hold ledger.post: anyone else gets the 403 page (audited); the action refuses them too.
export default async function NewLedgerTransactionPage() {
  await requirePage("ledger.post");
  return (
    <section aria-labelledby="page-title" className="flex max-w-5xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <ol className="flex gap-1.5">
          <li>
            <Link href="/ledger" className="text-accent underline underline-offset-4">
              Ledger
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">New transaction</li>
        </ol>
      </nav>
      <h1 id="page-title" className="text-lg font-semibold">
        Post a ledger transaction
      </h1>
      <p className="max-w-3xl text-sm text-muted-foreground">
        Each posting debits its From account and credits its To account by its amount. The ledger accepts the
        transaction (202), then applies all postings or none a moment later; this page then follows the
        balances of the customer accounts named until they move.
      </p>
      <TransactionNew />
    </section>
  );
}
