import Link from "next/link";

/** Ledger / Transactions / <current>: the ledger page is where transactions are opened and posted from. */
export function TransactionBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
      <ol className="flex flex-wrap gap-1.5">
        <li>
          <Link href="/ledger" className="text-accent underline underline-offset-4">
            Ledger
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>Transactions</li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="font-mono break-all">
          {current}
        </li>
      </ol>
    </nav>
  );
}
